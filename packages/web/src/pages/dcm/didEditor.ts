/**
 * The DID editor of the Dcm page as pure data: the DIDs to pick (identifier in hex, length, findings), a DID's
 * byte layout (spans of its data elements in lanes, byte cells with gaps and overlaps, the E_Dcm0005 line) and
 * its read / write / control access as session × security matrices with the reference changes the header
 * check boxes make. Built on core's `didLayout`, whose `allowed` matrices are shown as they are.
 */
import { moduleContainerSource, type ContainerValue, type ProjectSnapshot } from '@ecuc/core/ecuc';
import {
  DCM_PATHS,
  didLayout,
  type DidAccessMatrix,
  type DidDataElement,
  type DidLayout,
} from '@ecuc/core/modules';
import type { VerifyRow } from '@ecuc/core/verify';

export type AccessKind = 'read' | 'write' | 'control';

export const ACCESS_KINDS: readonly AccessKind[] = ['read', 'write', 'control'];

/** The DcmDspDidInfo sub-container of each access; also the prefix of its reference names. */
export const ACCESS_CONTAINER: Readonly<Record<AccessKind, string>> = {
  read: 'DcmDspDidRead',
  write: 'DcmDspDidWrite',
  control: 'DcmDspDidControl',
};

/** Byte cells drawn at most; a longer record shows its first bytes and says so. */
export const MAX_CELLS = 64;

/** `0xF190` for 0xf190 (at least `digits` hex digits), `?` when there is no number. */
export function hexOf(value: number | undefined, digits: number): string {
  return value === undefined ? '?' : `0x${value.toString(16).toUpperCase().padStart(digits, '0')}`;
}

/** One DID as the picker and the editor show it. */
export interface DidView {
  layout: DidLayout;
  /** The DcmDspDid container (its version for updates, its parent for a new DID info). */
  did: ContainerValue;
  /** The identifier in hex (`0xF190`). */
  hex: string;
  /** Findings on the DID and its signals. */
  findings: VerifyRow[];
  /** The DcmDspDidInfo the DID names. */
  info: ContainerValue | undefined;
  /** The other DIDs naming the same DID info, by short name. */
  sharingInfo: string[];
  /** The access containers of the info (DcmDspDidRead, ...), when configured. */
  access: Readonly<Record<AccessKind, ContainerValue | undefined>>;
}

/** The DIDs of a snapshot's Dcm in tree order, each with its findings, info and access containers. */
export function didViews(snapshot: ProjectSnapshot, findings: readonly VerifyRow[]): DidView[] {
  const source = moduleContainerSource(snapshot, 'Dcm');
  const dids = source.containersOf(DCM_PATHS.did);
  const infoOf = (did: ContainerValue) => {
    const id = did.references.DcmDspDidInfoRef?.[0];
    return id === undefined ? undefined : source.container(id);
  };
  return didLayout(snapshot).flatMap((layout) => {
    const did = source.container(layout.id);
    if (!did) return [];
    const info = infoOf(did);
    const ids = new Set([did.id, ...layout.elements.map((e) => e.id)]);
    const accessOf = (kind: AccessKind) =>
      info ? source.childrenOf(info, `${DCM_PATHS.didInfo}/${ACCESS_CONTAINER[kind]}`)[0] : undefined;
    return [
      {
        layout,
        did,
        hex: hexOf(layout.identifier, 4),
        findings: findings.filter((f) => f.containerId !== undefined && ids.has(f.containerId)),
        info,
        sharingInfo: info
          ? dids
              .filter((other) => other.id !== did.id && infoOf(other)?.id === info.id)
              .map((o) => o.shortName)
          : [],
        access: { read: accessOf('read'), write: accessOf('write'), control: accessOf('control') },
      },
    ];
  });
}

/**
 * The DID a linked container belongs to (`?container=<id>`, e.g. from the drawer): the DID itself or one of its
 * signals, the DID info it names (or an access container of it), or a data element one of its signals places.
 */
export function didOfContainer(
  views: readonly DidView[],
  snapshot: ProjectSnapshot,
  containerId: string,
): string | undefined {
  const byId = new Map(snapshot.containers.map((c) => [c.id, c]));
  const lineage = new Set<string>();
  for (let at = byId.get(containerId); at; at = at.parentId === null ? undefined : byId.get(at.parentId))
    lineage.add(at.id);
  const found =
    views.find((v) => lineage.has(v.did.id)) ??
    views.find((v) => v.info !== undefined && lineage.has(v.info.id)) ??
    views.find((v) => v.layout.elements.some((e) => e.dataId === containerId));
  return found?.did.id;
}

/** The DID picked, else the first one. */
export function chosenDid(views: readonly DidView[], picked: string | undefined): DidView | undefined {
  return views.find((v) => v.did.id === picked) ?? views[0];
}

// ---------------------------------------------------------------- byte layout

/** A data element placed in the byte row: bytes start..end-1, drawn in a lane of its own when it overlaps. */
export interface ElementSpan {
  element: DidDataElement;
  start: number;
  /** Exclusive. */
  end: number;
  /** 0 for the first lane; overlapping spans go below one another. */
  lane: number;
  /** Whether one of its bytes is also another element's. */
  overlapping: boolean;
}

export type ByteState = 'filled' | 'gap' | 'overlap';

export interface ByteCell {
  offset: number;
  /** The DcmDspDidSignal ids covering the byte. */
  elements: string[];
  state: ByteState;
}

/** `ok` when the elements add up to the record length, `mismatch` when not (E_Dcm0005), `incomplete` when unsure. */
export type LayoutState = 'ok' | 'mismatch' | 'incomplete';

export interface ByteLayoutView {
  /** Cells 0..shown-1. */
  cells: ByteCell[];
  spans: ElementSpan[];
  /** Elements without a byte offset or a size: not drawn. */
  unplaced: DidDataElement[];
  lanes: number;
  /** Bytes drawn (the record length, at most MAX_CELLS). */
  shown: number;
  length: number;
  dataSize: number;
  gaps: number;
  overlaps: number;
  state: LayoutState;
}

/** The byte row of a DID: spans in lanes, cells marked filled / gap / overlap, and the E_Dcm0005 verdict. */
export function byteLayout(layout: DidLayout): ByteLayoutView {
  const placed: { element: DidDataElement; start: number; end: number }[] = [];
  const unplaced: DidDataElement[] = [];
  for (const element of layout.elements) {
    if (element.byteOffset === undefined || element.sizeBytes === undefined) unplaced.push(element);
    else placed.push({ element, start: element.byteOffset, end: element.byteOffset + element.sizeBytes });
  }
  const shown = Math.min(layout.length, MAX_CELLS);
  const cells: ByteCell[] = Array.from({ length: shown }, (_, offset) => {
    const elements = placed.filter((p) => p.start <= offset && offset < p.end).map((p) => p.element.id);
    return {
      offset,
      elements,
      state: elements.length === 0 ? 'gap' : elements.length > 1 ? 'overlap' : 'filled',
    };
  });
  // Lanes: each span in the first lane whose last span ends before it starts (spans come by offset).
  const laneEnds: number[] = [];
  const spans: ElementSpan[] = placed.map((p) => {
    let lane = laneEnds.findIndex((end) => end <= p.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = p.end;
    const overlapping = placed.some((o) => o !== p && o.start < p.end && p.start < o.end);
    return { ...p, lane, overlapping };
  });
  // Gaps and overlaps counted over the whole record, not only the bytes drawn.
  let gaps = 0;
  let overlaps = 0;
  for (let offset = 0; offset < layout.length; offset += 1) {
    const count = placed.filter((p) => p.start <= offset && offset < p.end).length;
    if (count === 0) gaps += 1;
    else if (count > 1) overlaps += 1;
  }
  const state: LayoutState = !layout.complete
    ? 'incomplete'
    : layout.length === layout.dataSize
      ? 'ok'
      : 'mismatch';
  return {
    cells,
    spans,
    unplaced,
    lanes: Math.max(1, laneEnds.length),
    shown,
    length: layout.length,
    dataSize: layout.dataSize,
    gaps,
    overlaps,
    state,
  };
}

// ---------------------------------------------------------------- access matrices

/** One session row or security row as a header of the matrix. */
export interface AccessHeader {
  /** The row's container id; null for the locked state. */
  id: string | null;
  name: string;
  level: number | undefined;
  /** Whether the access names the row (its session or security level reference holds it). */
  referenced: boolean;
}

export interface AccessView {
  kind: AccessKind;
  configured: boolean;
  /** The access container (DcmDspDidRead, ...). */
  container: ContainerValue | undefined;
  modeRule: string | undefined;
  sessions: AccessHeader[];
  /** The locked state first, then the security rows. */
  securityLevels: AccessHeader[];
  /** allowed[session][security], as core's DID layout says. */
  allowed: boolean[][];
  /** No session referenced: allowed in every session. */
  anySession: boolean;
  /** No security level referenced: allowed without unlocking, i.e. at every level. */
  anySecurity: boolean;
}

/** The reference names of an access: `DcmDspDidReadSessionRef`, `DcmDspDidReadSecurityLevelRef`. */
export function accessRefNames(kind: AccessKind): { session: string; security: string } {
  const prefix = ACCESS_CONTAINER[kind];
  return { session: `${prefix}SessionRef`, security: `${prefix}SecurityLevelRef` };
}

/** The matrix of one access of a DID with its headers' reference state. */
export function accessView(view: DidView, kind: AccessKind): AccessView {
  const matrix: DidAccessMatrix = view.layout[kind];
  const container = view.access[kind];
  const names = accessRefNames(kind);
  const sessionRefs = container?.references[names.session] ?? [];
  const securityRefs = container?.references[names.security] ?? [];
  return {
    kind,
    configured: matrix.configured,
    container,
    modeRule: matrix.modeRule,
    sessions: matrix.sessions.map((s) => ({ ...s, referenced: s.id !== null && sessionRefs.includes(s.id) })),
    securityLevels: matrix.securityLevels.map((s) => ({
      ...s,
      referenced: s.id === null ? securityRefs.length === 0 : securityRefs.includes(s.id),
    })),
    allowed: matrix.allowed,
    anySession: sessionRefs.length === 0,
    anySecurity: securityRefs.length === 0,
  };
}

/** A reference list with `id` added (at the end) or, when it is there, taken out. */
export function toggledRefs(current: readonly string[], id: string): string[] {
  return current.includes(id) ? current.filter((ref) => ref !== id) : [...current, id];
}

/** The update body of a header check box: the access's session or security references changed. */
export interface AccessUpdate {
  id: string;
  version: number;
  references: Record<string, string[]>;
}

/**
 * What a click on a header check box sends: a session or security row toggled in the access's references;
 * the locked column's box clears the security references (the access needs no unlocking). Undefined when the
 * access is not configured or the click changes nothing.
 */
export function headerToggle(
  access: AccessView,
  axis: 'session' | 'security',
  id: string | null,
): AccessUpdate | undefined {
  const container = access.container;
  if (!container) return undefined;
  const name = accessRefNames(access.kind)[axis];
  const current = container.references[name] ?? [];
  if (id === null) {
    if (axis === 'session' || current.length === 0) return undefined;
    return { id: container.id, version: container.version, references: { [name]: [] } };
  }
  return { id: container.id, version: container.version, references: { [name]: toggledRefs(current, id) } };
}

/** The add body of an access container (DcmDspDidRead, ...) under the DID's info. */
export function accessAddBody(infoId: string, kind: AccessKind) {
  return {
    definitionPath: `${DCM_PATHS.didInfo}/${ACCESS_CONTAINER[kind]}`,
    parentId: infoId,
    instanceId: 0,
  };
}

/** The add body of a DID info beside the DID (under the same DcmDsp). */
export function infoAddBody(did: ContainerValue) {
  return { definitionPath: DCM_PATHS.didInfo, parentId: did.parentId, instanceId: 0 };
}

/** The update that makes the DID name a DID info. */
export function infoRefUpdate(did: ContainerValue, infoId: string): AccessUpdate {
  return { id: did.id, version: did.version, references: { DcmDspDidInfoRef: [infoId] } };
}
