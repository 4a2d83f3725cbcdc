/**
 * The layout of each data identifier as a DID editor shows it: its data elements (DcmDspDidSignal → DcmDspData)
 * with byte offsets and sizes, the bytes they span and the sum of their sizes, and per access (read, write,
 * control) a session × security level matrix saying where the access is allowed. `didLayout` reads a project
 * snapshot or a rule's reader; it needs no definitions (sizes come from DcmDspDataByteSize for the array types,
 * or from the scalar DcmDspDataType).
 */
import { moduleContainerSource, type ModuleContainerSource } from '../../ecuc/module-containers.js';
import type { ContainerValue, ProjectSnapshot } from '../../ecuc/store-types.js';
import { DCM_PATHS } from './definition.js';

/** What the layout is computed from: a rule's reader, or a snapshot's Dcm containers. */
export type DidLayoutSource = ModuleContainerSource;

/** One data element of a DID: a DcmDspDidSignal and the DcmDspData it places. */
export interface DidDataElement {
  /** The DcmDspDidSignal container's id, name and path. */
  id: string;
  name: string;
  path: string;
  /** The DcmDspData container, when the signal names one. */
  dataId: string | undefined;
  dataName: string | undefined;
  dataType: string | undefined;
  /** DcmDspDidByteOffset. */
  byteOffset: number | undefined;
  /** Bytes the element takes (DcmDspDataByteSize, or the scalar type's). */
  sizeBytes: number | undefined;
}

/** A session row or security row as a matrix axis. */
export interface AccessLevel {
  /** The row's container id; null for the locked state (no security level unlocked). */
  id: string | null;
  name: string;
  level: number | undefined;
}

/** Where one access of a DID is allowed. */
export interface DidAccessMatrix {
  /** Whether the access container (DcmDspDidRead, ...) exists: without it the access is not supported. */
  configured: boolean;
  /** The mode rule the access also depends on, by short name. */
  modeRule: string | undefined;
  sessions: AccessLevel[];
  /** The locked state first, then every security row. */
  securityLevels: AccessLevel[];
  /** allowed[session][security]. */
  allowed: boolean[][];
}

export interface DidLayout {
  id: string;
  name: string;
  path: string;
  identifier: number | undefined;
  used: boolean;
  /** The DcmDspDidInfo the DID names, by short name. */
  info: string | undefined;
  /** The data elements by byte offset (those without one last, in configured order). */
  elements: DidDataElement[];
  /** Bytes the elements span: the largest offset + size. */
  length: number;
  /** Sum of the elements' sizes in bytes. */
  dataSize: number;
  /** Whether every element has an offset and a size (only then length and dataSize are exact). */
  complete: boolean;
  read: DidAccessMatrix;
  write: DidAccessMatrix;
  control: DidAccessMatrix;
}

/** Bytes of the scalar DcmDspDataType literals; the array types (`_N`, `_DYN`) take DcmDspDataByteSize. */
const SCALAR_BYTES: Readonly<Record<string, number>> = {
  BOOLEAN: 1,
  FLOAT: 4,
  SINT8: 1,
  SINT16: 2,
  SINT32: 4,
  UINT8: 1,
  UINT16: 2,
  UINT32: 4,
};

function text(container: ContainerValue, param: string): string | undefined {
  const value = container.values[param];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function integer(container: ContainerValue, param: string): number | undefined {
  const value = text(container, param);
  if (value === undefined) return undefined;
  const parsed = /^0x[0-9a-f]+$/i.test(value) ? Number.parseInt(value, 16) : Number(value);
  return Number.isInteger(parsed) ? parsed : undefined;
}

function flag(container: ContainerValue, param: string, fallback: boolean): boolean {
  const value = container.values[param];
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && value !== '') return value === 'true' || value === '1';
  return fallback;
}

/** The size of a DcmDspData in bytes: its scalar type's, or DcmDspDataByteSize for the array types. */
export function dataSizeBytes(data: ContainerValue): number | undefined {
  const type = text(data, 'DcmDspDataType') ?? 'UINT8';
  return SCALAR_BYTES[type] ?? integer(data, 'DcmDspDataByteSize');
}

function element(source: DidLayoutSource, signal: ContainerValue): DidDataElement {
  const dataRef = signal.references.DcmDspDidDataRef?.[0];
  const data = dataRef === undefined ? undefined : source.container(dataRef);
  const sizeBytes = data ? dataSizeBytes(data) : undefined;
  return {
    id: signal.id,
    name: signal.shortName,
    path: source.pathOf(signal),
    dataId: data?.id,
    dataName: data?.shortName,
    dataType: data ? (text(data, 'DcmDspDataType') ?? 'UINT8') : undefined,
    byteOffset: integer(signal, 'DcmDspDidByteOffset'),
    sizeBytes,
  };
}

function levels(source: DidLayoutSource, path: string, param: string): AccessLevel[] {
  return source
    .containersOf(path)
    .map((row) => ({ id: row.id, name: row.shortName, level: integer(row, param) }));
}

function matrix(
  source: DidLayoutSource,
  access: ContainerValue | undefined,
  prefix: string,
  sessions: AccessLevel[],
  security: AccessLevel[],
): DidAccessMatrix {
  const securityLevels: AccessLevel[] = [{ id: null, name: 'locked', level: 0 }, ...security];
  const sessionRefs = new Set(access?.references[`${prefix}SessionRef`] ?? []);
  const securityRefs = new Set(access?.references[`${prefix}SecurityLevelRef`] ?? []);
  const modeRuleId = access?.references[`${prefix}ModeRuleRef`]?.[0];
  const allowed = sessions.map((session) =>
    securityLevels.map(
      (level) =>
        access !== undefined &&
        (sessionRefs.size === 0 || (session.id !== null && sessionRefs.has(session.id))) &&
        (securityRefs.size === 0 || (level.id !== null && securityRefs.has(level.id))),
    ),
  );
  return {
    configured: access !== undefined,
    modeRule: modeRuleId === undefined ? undefined : source.container(modeRuleId)?.shortName,
    sessions,
    securityLevels,
    allowed,
  };
}

/** The layout of every DID of the source, in tree order. */
export function computeDidLayout(source: DidLayoutSource): DidLayout[] {
  const sessions = levels(source, DCM_PATHS.sessionRow, 'DcmDspSessionLevel');
  const security = levels(source, DCM_PATHS.securityRow, 'DcmDspSecurityLevel');
  return source.containersOf(DCM_PATHS.did).map((did) => {
    const infoId = did.references.DcmDspDidInfoRef?.[0];
    const info = infoId === undefined ? undefined : source.container(infoId);
    const accessOf = (name: string): ContainerValue | undefined =>
      info ? source.childrenOf(info, `${DCM_PATHS.didInfo}/${name}`)[0] : undefined;
    const elements = source
      .childrenOf(did, DCM_PATHS.didSignal)
      .map((signal) => element(source, signal))
      .sort((a, b) => (a.byteOffset ?? Number.MAX_SAFE_INTEGER) - (b.byteOffset ?? Number.MAX_SAFE_INTEGER));
    let length = 0;
    let dataSize = 0;
    for (const e of elements) {
      dataSize += e.sizeBytes ?? 0;
      length = Math.max(length, (e.byteOffset ?? 0) + (e.sizeBytes ?? 0));
    }
    return {
      id: did.id,
      name: did.shortName,
      path: source.pathOf(did),
      identifier: integer(did, 'DcmDspDidIdentifier'),
      used: flag(did, 'DcmDspDidUsed', true),
      info: info?.shortName,
      elements,
      length,
      dataSize,
      complete: elements.every((e) => e.byteOffset !== undefined && e.sizeBytes !== undefined),
      read: matrix(source, accessOf('DcmDspDidRead'), 'DcmDspDidRead', sessions, security),
      write: matrix(source, accessOf('DcmDspDidWrite'), 'DcmDspDidWrite', sessions, security),
      control: matrix(source, accessOf('DcmDspDidControl'), 'DcmDspDidControl', sessions, security),
    };
  });
}

function isSnapshot(input: ProjectSnapshot | DidLayoutSource): input is ProjectSnapshot {
  return 'containers' in input && Array.isArray(input.containers);
}

/** Per DID its data elements and its read/write/control matrices, from a snapshot or a reader. */
export function didLayout(input: ProjectSnapshot | DidLayoutSource): DidLayout[] {
  return computeDidLayout(isSnapshot(input) ? moduleContainerSource(input, 'Dcm') : input);
}
