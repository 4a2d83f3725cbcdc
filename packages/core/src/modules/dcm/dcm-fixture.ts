/**
 * Small Dcm projects for tests: a project with the service processor (DcmDsp) and functions that add DIDs, data
 * elements, session and security rows by short-name path.
 */
import type { ParamValue } from '../../ecuc/store-types.js';
import { MODULE_DEFINITIONS } from '../index.js';
import { ProjectFixture } from '../project-fixture.js';

export const DSP = '/Dcm/DcmConfigSet/DcmDsp';
export const SESSION = `${DSP}/DcmDspSession`;
export const SECURITY = `${DSP}/DcmDspSecurity`;

/** A project with every module's defaults and a Dcm service processor whose session rows the test adds. */
export function dcmFixture(): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  fixture.add('/Dcm/DcmConfigSet', 'DcmDsp');
  fixture.remove(`${SESSION}/DcmDspSessionRow_0`);
  return fixture;
}

/** Adds a container under a path and answers its short-name path and id. */
export function addAt(
  fixture: ProjectFixture,
  parentPath: string,
  definition: string,
  values: Record<string, ParamValue> = {},
): { path: string; id: string } {
  const added = fixture.add(parentPath, definition, values);
  return { path: `${parentPath}/${added.shortName}`, id: added.id };
}

/** Adds a DcmDspData of a type and size in bytes (none for the type's own) and answers its id. */
export function addData(fixture: ProjectFixture, type: string, sizeBytes?: number): string {
  const values: Record<string, ParamValue> = { DcmDspDataType: type };
  if (sizeBytes !== undefined) values.DcmDspDataByteSize = String(sizeBytes);
  return addAt(fixture, DSP, 'DcmDspData', values).id;
}

/** Adds a DID with its signals (byte offset → data id) naming a DID info, and answers its path and id. */
export function addDid(
  fixture: ProjectFixture,
  identifier: number,
  signals: readonly (readonly [offset: number, data: string])[] = [],
  infoId?: string,
): { path: string; id: string } {
  const did = addAt(fixture, DSP, 'DcmDspDid', { DcmDspDidIdentifier: String(identifier) });
  if (infoId !== undefined) fixture.set(did.path, {}, { DcmDspDidInfoRef: [infoId] });
  for (const [offset, data] of signals) {
    const signal = addAt(fixture, did.path, 'DcmDspDidSignal', { DcmDspDidByteOffset: String(offset) });
    fixture.set(signal.path, {}, { DcmDspDidDataRef: [data] });
  }
  return did;
}
