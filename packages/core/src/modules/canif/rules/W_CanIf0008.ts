import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, RuleContext, VerifyRow } from '../../../verify/types.js';
import { CAN_ID_BITS, type CanIdFormat, canIdFormat, hexId } from './can-ids.js';

const MESSAGE = {
  zh_cn: '接收 PDU 的 CAN ID {ids} 不在其 HRH {hrh} 的任何过滤范围内',
  en_us: 'Rx CAN id {ids} lies outside every filter range of its HRH {hrh}',
};

const RANGE_PATH = '/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg/CanIfHrhRangeCfg';

/** Identifiers as a value under a mask (`id & mask === value`). */
interface MaskedIds {
  kind: 'masked';
  value: bigint;
  mask: bigint;
}
/** Identifiers under a mask or in an interval. */
type CanIdSet = MaskedIds | { kind: 'interval'; lower: bigint; upper: bigint };

/** What an Rx PDU receives, with the container and parameter a row about it points at. */
interface ReceivedIds {
  ids: CanIdSet;
  where: ContainerValue;
  param: string;
  shown: string;
}

/** A filter range of an HRH: the identifiers it lets through, of one format. */
interface FilterRange {
  format: CanIdFormat;
  ids: CanIdSet;
}

/** The identifiers of one format that match `value` under `mask`. */
function masked(value: bigint, mask: bigint, format: CanIdFormat): MaskedIds {
  const bits = mask & CAN_ID_BITS[format];
  return { kind: 'masked', value: value & bits, mask: bits };
}

/** The least and greatest identifier of a set. */
function bounds(ids: CanIdSet, format: CanIdFormat): [bigint, bigint] {
  if (ids.kind === 'interval') return [ids.lower, ids.upper];
  return [ids.value, ids.value | (CAN_ID_BITS[format] & ~ids.mask)];
}

/** The bits that differ between identifiers of an interval: every bit below its highest differing bit. */
function varyingBits(lower: bigint, upper: bigint): bigint {
  const differing = lower ^ upper;
  return differing === 0n ? 0n : (1n << BigInt(differing.toString(2).length)) - 1n;
}

/** Whether every identifier of `ids` is one the filter lets through. */
function covers(filter: CanIdSet, ids: CanIdSet, format: CanIdFormat): boolean {
  if (filter.kind === 'interval') {
    const [lower, upper] = bounds(ids, format);
    return lower >= filter.lower && upper <= filter.upper;
  }
  // A masked filter fixes the bits of its mask: the identifiers must fix them to the same values.
  const free = ids.kind === 'masked' ? CAN_ID_BITS[format] & ~ids.mask : varyingBits(ids.lower, ids.upper);
  const sample = ids.kind === 'masked' ? ids.value : ids.lower;
  return (filter.mask & free) === 0n && (sample & filter.mask) === filter.value;
}

/** The complete pairs of an HRH's filter ranges (half pairs are E_CanIf0004's business). */
function filterRanges(ctx: RuleContext, hrh: ContainerValue): FilterRange[] {
  const ranges: FilterRange[] = [];
  for (const range of ctx.childrenOf(hrh, RANGE_PATH)) {
    const format =
      ctx.text(range, 'CanIfHrhRangeRxPduRangeCanIdType') === 'EXTENDED' ? 'EXTENDED' : 'STANDARD';
    const base = ctx.integer(range, 'CanIfHrhRangeBaseId');
    const mask = ctx.integer(range, 'CanIfHrhRangeMask');
    if (base !== undefined && mask !== undefined) ranges.push({ format, ids: masked(base, mask, format) });
    const lower = ctx.integer(range, 'CanIfHrhRangeRxLowerCanId');
    const upper = ctx.integer(range, 'CanIfHrhRangeRxUpperCanId');
    if (lower !== undefined && upper !== undefined)
      ranges.push({ format, ids: { kind: 'interval', lower, upper } });
  }
  return ranges;
}

/** The identifiers an Rx PDU receives: its CanIfRxPduCanIdRange, or its CAN id under its mask. */
function receivedIds(ctx: RuleContext, pdu: ContainerValue, format: CanIdFormat): ReceivedIds | undefined {
  const interval = ctx.childrenOf(pdu, '/CanIf/CanIfInitCfg/CanIfRxPduCfg/CanIfRxPduCanIdRange')[0];
  if (interval) {
    const lower = ctx.integer(interval, 'CanIfRxPduCanIdRangeLowerCanId');
    const upper = ctx.integer(interval, 'CanIfRxPduCanIdRangeUpperCanId');
    if (lower === undefined || upper === undefined || lower > upper) return undefined;
    return {
      ids: { kind: 'interval', lower, upper },
      where: interval,
      param: 'CanIfRxPduCanIdRangeLowerCanId',
      shown: `${hexId(lower)}–${hexId(upper)}`,
    };
  }
  const id = ctx.integer(pdu, 'CanIfRxPduCanId');
  if (id === undefined) return undefined;
  const ids = masked(id, ctx.integer(pdu, 'CanIfRxPduCanIdMask') ?? CAN_ID_BITS.EXTENDED, format);
  const shown = ids.mask === CAN_ID_BITS[format] ? hexId(id) : `${hexId(id)}/${hexId(ids.mask)}`;
  return { ids, where: pdu, param: 'CanIfRxPduCanId', shown };
}

/**
 * Rx CAN ids covered by their HRH's filter: where the HRH of an Rx PDU (CanIfRxPduHrhIdRef) has filter
 * ranges, one range of the PDU's id format (CanIfHrhRangeRxPduRangeCanIdType) takes in every identifier
 * the PDU receives (CanIfRxPduCanId under CanIfRxPduCanIdMask, or its CanIfRxPduCanIdRange); otherwise
 * the software filter drops the PDU's frames. An HRH without ranges is not checked. Source: SWS CanIf
 * ECUC containers CanIfHrhRangeCfg and CanIfRxPduCfg (CanIfRxPduCanId, CanIfRxPduCanIdMask,
 * CanIfRxPduCanIdRange).
 */
export const W_CanIf0008: ModuleRule = {
  code: 'W_CanIf0008',
  severity: 'warning',
  description: {
    zh_cn: '接收 PDU 的 CAN ID 落在其 HRH 的过滤范围内',
    en_us: "Rx CAN ids are covered by their HRH's filter ranges",
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const rangesOfHrh = new Map<string, FilterRange[]>();
    for (const pdu of ctx.containersOf('/CanIf/CanIfInitCfg/CanIfRxPduCfg')) {
      const hrh = ctx.container(pdu.references.CanIfRxPduHrhIdRef?.[0] ?? '');
      const format = canIdFormat(ctx.text(pdu, 'CanIfRxPduCanIdType'));
      if (!hrh || !format) continue;
      let ranges = rangesOfHrh.get(hrh.id);
      if (!ranges) {
        ranges = filterRanges(ctx, hrh);
        rangesOfHrh.set(hrh.id, ranges);
      }
      if (ranges.length === 0) continue;
      const received = receivedIds(ctx, pdu, format);
      if (!received) continue;
      if (ranges.some((range) => range.format === format && covers(range.ids, received.ids, format)))
        continue;
      rows.push(
        ctx.report(received.where, MESSAGE, { ids: received.shown, hrh: ctx.pathOf(hrh) }, received.param),
      );
    }
    return rows;
  },
};
