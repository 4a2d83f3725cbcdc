/**
 * The schedule tables of LinIf as timelines: per channel and table, the slots in entry order, each a bar from
 * its start to its end on the table's time axis (the delays add up), with the frame it sends, the worst-case
 * time that frame takes at the channel's baud rate (LIN 2.x: 1.4 × (34 + 10 × (length + 1)) bit times), and
 * the Com I-PDU that carries the frame's signals (through its EcuC Pdu and a PduR routing path). A slot also
 * says what kind of frame it sends: an event-triggered or sporadic frame with the frames it stands for (and the
 * collision-resolving table of an event-triggered slot), a node configuration command with its eight bytes. Pure.
 */
import type { ContainerValue, ProjectSnapshot } from '@ecuc/core/ecuc';
import { LINIF_NODE_CONFIGURATION_FRAME_TYPES, LINIF_PATHS } from '@ecuc/core/modules';

/** How a slot's frame goes on the bus, after its LinIfFrameType. */
export type LinSlotKind = 'unconditional' | 'eventTriggered' | 'sporadic' | 'diagnostic' | 'configuration';

const NODE_CONFIGURATION_TYPES: ReadonlySet<string> = new Set(LINIF_NODE_CONFIGURATION_FRAME_TYPES);

/** The kind of a frame type (UNCONDITIONAL when unset). */
export function linSlotKind(frameType: string | null): LinSlotKind {
  if (frameType === 'EVENT_TRIGGERED') return 'eventTriggered';
  if (frameType === 'SPORADIC') return 'sporadic';
  if (frameType === 'MRF' || frameType === 'SRF') return 'diagnostic';
  if (frameType !== null && NODE_CONFIGURATION_TYPES.has(frameType)) return 'configuration';
  return 'unconditional';
}

export interface LinSlot {
  entryId: string;
  index: number;
  frame: string | null;
  frameId: number | null;
  frameType: string | null;
  kind: LinSlotKind;
  /** The frames an event-triggered or sporadic frame stands for, by priority. */
  substitutes: string[];
  /** The collision-resolving table of an event-triggered slot. */
  resolverTableId: string | null;
  resolverTable: string | null;
  /** The eight bytes a node configuration command sends (LinIfFixedFrameSdu), unset bytes null. */
  fixedBytes: (number | null)[] | null;
  /** Start and delay in seconds. */
  start: number;
  delay: number;
  /** Worst-case transmission time of the frame in seconds, when the baud rate is known. */
  worstCase: number | null;
  /** The delay is shorter than the frame can take. */
  tooShort: boolean;
  /** The Com I-PDU of the frame's signals, for its signal layout. */
  ipduId: string | null;
}

export interface LinTimeline {
  channelId: string;
  channel: string;
  tableId: string;
  table: string;
  /** The table's length in seconds (the delays added). */
  duration: number;
  baudRate: number | null;
  slots: LinSlot[];
}

const text = (c: ContainerValue | undefined, param: string) => {
  const value = c?.values[param];
  return typeof value === 'string' ? value : undefined;
};

/** Worst-case time of a LIN frame of `length` bytes at `baud` bit/s, in seconds. */
export function linWorstCaseSeconds(length: number, baud: number): number {
  return (1.4 * (34 + 10 * (length + 1))) / baud;
}

/** Every schedule table of every LinIf channel of a snapshot as a timeline. */
export function linTimelines(snapshot: ProjectSnapshot): LinTimeline[] {
  const byId = new Map(snapshot.containers.map((c) => [c.id, c]));
  const childrenOf = new Map<string, ContainerValue[]>();
  for (const c of snapshot.containers)
    if (c.parentId !== null) childrenOf.set(c.parentId, [...(childrenOf.get(c.parentId) ?? []), c]);
  const children = (c: ContainerValue) => childrenOf.get(c.id) ?? [];
  const ref = (c: ContainerValue | undefined, name: string) => byId.get(c?.references[name]?.[0] ?? '');

  // The Com I-PDU behind an EcuC Pdu: the other end of a PduR routing path, referred to by ComPduIdRef.
  const ipduOfPdu = new Map<string, string>();
  const ipduByComPdu = new Map<string, string>();
  for (const c of snapshot.containers)
    if (c.definitionPath === '/Com/ComConfig/ComIPdu') {
      const pdu = c.references['ComPduIdRef']?.[0];
      if (pdu) ipduByComPdu.set(pdu, c.id);
    }
  for (const route of snapshot.containers) {
    if (route.definitionPath !== '/PduR/PduRRoutingPaths/PduRRoutingPath') continue;
    const ends = children(route);
    const src = ends.find((c) => c.definitionPath.endsWith('/PduRSrcPdu'))?.references['PduRSrcPduRef']?.[0];
    const dests = ends
      .filter((c) => c.definitionPath.endsWith('/PduRDestPdu'))
      .map((c) => c.references['PduRDestPduRef']?.[0]);
    for (const dest of dests) {
      if (!src || !dest) continue;
      const toCom = ipduByComPdu.get(dest);
      const fromCom = ipduByComPdu.get(src);
      if (toCom) ipduOfPdu.set(src, toCom);
      if (fromCom) ipduOfPdu.set(dest, fromCom);
    }
  }
  const ipduOfFrame = (frame: ContainerValue): string | null => {
    const direction = children(frame).find((c) => c.definitionPath.endsWith('/LinIfPduDirection'));
    const pdu = direction ? children(direction)[0] : undefined;
    const ecucPdu = pdu?.references['LinIfTxPduRef']?.[0] ?? pdu?.references['LinIfRxPduRef']?.[0];
    return ecucPdu ? (ipduOfPdu.get(ecucPdu) ?? null) : null;
  };

  const substitutesOf = (frame: ContainerValue) =>
    children(frame)
      .filter((c) => c.definitionPath.endsWith('/LinIfSubstitutionFrames'))
      .sort((a, b) => Number(text(a, 'LinIfFramePriority') ?? 0) - Number(text(b, 'LinIfFramePriority') ?? 0))
      .map((c) => ref(c, 'LinIfSubstitutionFrameRef')?.shortName)
      .filter((name): name is string => name !== undefined);
  const fixedBytesOf = (frame: ContainerValue) => {
    const sdu = children(frame).find((c) => c.definitionPath.endsWith('/LinIfFixedFrameSdu'));
    if (!sdu) return null;
    const bytes: (number | null)[] = Array.from({ length: 8 }, () => null);
    for (const byte of children(sdu)) {
      const pos = Number(text(byte, 'LinIfFixedFrameSduBytePos'));
      const val = Number(text(byte, 'LinIfFixedFrameSduByteVal'));
      if (Number.isInteger(pos) && pos >= 0 && pos < 8 && Number.isInteger(val)) bytes[pos] = val;
    }
    return bytes;
  };

  const timelines: LinTimeline[] = [];
  for (const channel of snapshot.containers) {
    if (channel.definitionPath !== LINIF_PATHS.channel) continue;
    const linChannel = ref(channel, 'LinIfChannelRef');
    const baudText = text(linChannel, 'LinChannelBaudRate');
    const baudRate = baudText && Number(baudText) > 0 ? Number(baudText) : null;
    for (const table of children(channel).filter((c) => c.definitionPath === LINIF_PATHS.scheduleTable)) {
      const entries = children(table)
        .filter((c) => c.definitionPath.endsWith('/LinIfEntry'))
        .sort((a, b) => Number(text(a, 'LinIfEntryIndex') ?? 0) - Number(text(b, 'LinIfEntryIndex') ?? 0));
      let start = 0;
      const slots: LinSlot[] = entries.map((entry, index) => {
        const frame = ref(entry, 'LinIfFrameRef');
        const delay = Number(text(entry, 'LinIfDelay') ?? 0) || 0;
        const length = Number(text(frame, 'LinIfLength') ?? 8);
        const worstCase = frame && baudRate ? linWorstCaseSeconds(length, baudRate) : null;
        const frameType = text(frame, 'LinIfFrameType') ?? null;
        const kind = linSlotKind(frameType);
        const resolver = kind === 'eventTriggered' ? ref(entry, 'LinIfCollisionResolvingRef') : undefined;
        const slot: LinSlot = {
          entryId: entry.id,
          index,
          frame: frame?.shortName ?? null,
          frameId:
            frame && text(frame, 'LinIfFrameId') !== undefined ? Number(text(frame, 'LinIfFrameId')) : null,
          frameType,
          kind,
          substitutes:
            frame && (kind === 'eventTriggered' || kind === 'sporadic') ? substitutesOf(frame) : [],
          resolverTableId: resolver?.id ?? null,
          resolverTable: resolver?.shortName ?? null,
          fixedBytes: frame && kind === 'configuration' ? fixedBytesOf(frame) : null,
          start,
          delay,
          worstCase,
          tooShort: worstCase !== null && delay + 1e-9 < worstCase,
          ipduId: frame ? ipduOfFrame(frame) : null,
        };
        start += delay;
        return slot;
      });
      timelines.push({
        channelId: channel.id,
        channel: channel.shortName,
        tableId: table.id,
        table: table.shortName,
        duration: start,
        baudRate,
        slots,
      });
    }
  }
  return timelines;
}
