import { fail } from './failure.js';
import { isAbsent, valueText } from './input.js';
import type { ValidationResult } from './types.js';

/**
 * Bit layout of frames and PDUs. Positions are linear bit numbers (bit 0 = least significant bit of
 * byte 0, as for little-endian/Intel signals); convert big-endian (Motorola) start bits first.
 */

/** A run of `length` bits from `start`; `name` (e.g. the signal) is what messages show. */
export interface BitRange {
  start: number;
  length: number;
  name?: string;
}

/** A range as data: an object, or a `[start, length]` pair. */
export type BitRangeInput = BitRange | readonly [number, number];

function readBitRange(entry: unknown): BitRange | null {
  let range: BitRange | null = null;
  if (Array.isArray(entry) && entry.length === 2)
    range = { start: Number(entry[0]), length: Number(entry[1]) };
  else if (typeof entry === 'object' && entry !== null && 'start' in entry && 'length' in entry) {
    const { start, length, name } = entry as { start: unknown; length: unknown; name?: unknown };
    range = { start: Number(start), length: Number(length) };
    if (typeof name === 'string') range.name = name;
  }
  if (range === null || !Number.isSafeInteger(range.start) || !Number.isSafeInteger(range.length))
    return null;
  return range.start >= 0 && range.length >= 1 ? range : null;
}

function rangeShown(range: BitRange): string {
  return range.name ?? `${range.start}~${range.start + range.length - 1}`;
}

/**
 * No two ranges share a bit. Answers the first overlapping pair (in list order, the earlier one as
 * `first`). O(n log n), fine for thousands of signals.
 */
export function bitOverlap(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  if (!Array.isArray(value)) return fail('bits.format', { position: 1 });
  const ranges: BitRange[] = [];
  for (const [index, entry] of value.entries()) {
    const range = readBitRange(entry);
    if (range === null) return fail('bits.format', { position: index + 1 });
    ranges.push(range);
  }
  const order = ranges
    .map((_range, index) => index)
    .sort((a, b) => (ranges[a]?.start ?? 0) - (ranges[b]?.start ?? 0));
  let widest: number | undefined;
  let widestEnd = -1;
  for (const index of order) {
    const range = ranges[index];
    if (range === undefined) continue;
    if (widest !== undefined && range.start < widestEnd) {
      const [first, second] = widest < index ? [widest, index] : [index, widest];
      return fail('bits.overlap', {
        first: rangeShown(ranges[first] ?? range),
        second: rangeShown(ranges[second] ?? range),
      });
    }
    const end = range.start + range.length;
    if (end > widestEnd) {
      widestEnd = end;
      widest = index;
    }
  }
  return null;
}

export interface BitOverflowOptions {
  /** Bits in the frame; or give `frameBytes`. */
  frameBits?: number;
  /** Bytes in the frame (8 for classic CAN, up to 64 for CAN FD). */
  frameBytes?: number;
}

/** Every range (one, or a list) ends inside the frame: start + length <= frame bits. */
export function bitOverflow(value: unknown, options: BitOverflowOptions): ValidationResult {
  if (isAbsent(value)) return null;
  const frameBits =
    options.frameBits ?? (options.frameBytes === undefined ? undefined : options.frameBytes * 8);
  if (frameBits === undefined || !Number.isSafeInteger(frameBits) || frameBits < 0)
    return fail('options.invalid', { option: 'frameBits' });
  const single = readBitRange(value);
  const entries: unknown[] = single !== null ? [value] : Array.isArray(value) ? value : [value];
  for (const [index, entry] of entries.entries()) {
    const range = readBitRange(entry);
    if (range === null) return fail('bits.format', { position: index + 1 });
    if (range.start + range.length > frameBits)
      return fail('bits.overflow', { range: rangeShown(range), frameBits });
  }
  return null;
}

export interface ByteLimitOptions {
  /** Default 0. */
  min?: number;
  max: number;
}

/** A byte count within [min, max], e.g. a PDU length of 0~8 for CAN or 0~64 for CAN FD. */
export function byteLimit(value: unknown, options: ByteLimitOptions): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  const min = options.min ?? 0;
  if (text === null || !/^\d+$/.test(text)) return fail('bytes.range', { min, max: options.max });
  const count = Number(text);
  return count < min || count > options.max ? fail('bytes.range', { min, max: options.max }) : null;
}
