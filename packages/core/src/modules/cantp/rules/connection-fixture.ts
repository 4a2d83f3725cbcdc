/**
 * Small CanTp projects for the rule tests: channels, N-SDUs by kind, EcuC Pdus and N-PDU references.
 */
import type { ParamValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ProjectFixture } from '../../project-fixture.js';

export const CHANNEL_0 = '/CanTp/CanTpConfig/CanTpChannel_0';
export const CHANNEL_1 = '/CanTp/CanTpConfig/CanTpChannel_1';

/** A project with `channels` CanTp channels and an EcuC Pdu collection. */
export function canTpFixture(channels = 1): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  for (let index = 0; index < channels; index += 1) fixture.add('/CanTp/CanTpConfig', 'CanTpChannel');
  fixture.add('/EcuC', 'EcucPduCollection');
  return fixture;
}

/** Adds an N-SDU (with its mandatory N-PDU) to a channel and answers its path. */
export function addNSdu(
  fixture: ProjectFixture,
  kind: 'CanTpRxNSdu' | 'CanTpTxNSdu',
  values: Record<string, ParamValue> = {},
  channel = CHANNEL_0,
): string {
  const nSdu = fixture.add(channel, kind, values);
  return `${channel}/${nSdu.shortName}`;
}

/** Adds an EcuC Pdu and answers its id. */
export function addPdu(fixture: ProjectFixture): string {
  return fixture.add('/EcuC/EcucPduCollection', 'Pdu').id;
}

/** Points a container's reference at a Pdu. */
export function refer(fixture: ProjectFixture, path: string, ref: string, pdu: string): void {
  fixture.set(path, {}, { [ref]: [pdu] });
}
