import { fail } from './failure.js';
import { isAbsent, valueText } from './input.js';
import type { ValidationFailure, ValidationResult } from './types.js';

/**
 * Decimal integers. Accepted text: an optional `-` then digits (`-12`, `0`, `007`).
 * Refused: a leading `+`, `-0` (any negative zero), blanks, fractions, exponents.
 * Values and bounds are compared as BigInt, so 64-bit limits (18446744073709551615) are exact.
 */

/** A bound: an integral number, or text (`'18446744073709551615'`, `'-5'`, `'0xFF'`, `'0b101'`). */
export type IntegerBound = number | string;

export interface IntegerBounds {
  min?: IntegerBound;
  max?: IntegerBound;
}

/** Upper limit of unsigned 64-bit (spec constant, as a string because it is not a safe number). */
export const UINT64_MAX = '18446744073709551615';
/** Upper limit of unsigned 32-bit. */
export const UINT32_MAX = 4294967295;

const DECIMAL_INTEGER = /^-?\d+$/;
const NEGATIVE_ZERO = /^-0+$/;

/** Reads a bound or literal: decimal with optional sign, `0x` hex, `0b` binary; null when unusable. */
export function integerFromBound(bound: IntegerBound): bigint | null {
  if (typeof bound === 'number') return Number.isSafeInteger(bound) ? BigInt(bound) : null;
  const text = bound.trim();
  const match = /^([-+]?)(0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)$/.exec(text);
  if (!match) return null;
  const [, sign, digits = ''] = match;
  const magnitude = BigInt(digits);
  return sign === '-' ? -magnitude : magnitude;
}

type BoundKeyPrefix = 'integer' | 'hex' | 'binary';

/**
 * Compares an integer with bounds. Messages show bounds through `show` (decimal, upper-case hex,
 * binary). An unusable bound is a definition mistake and fails with `options.invalid`.
 */
export function checkIntegerBounds(
  value: bigint,
  bounds: IntegerBounds,
  prefix: BoundKeyPrefix,
  show: (bound: bigint) => string,
): ValidationFailure | null {
  const min = bounds.min === undefined ? undefined : integerFromBound(bounds.min);
  const max = bounds.max === undefined ? undefined : integerFromBound(bounds.max);
  if (min === null) return fail('options.invalid', { option: 'min' });
  if (max === null) return fail('options.invalid', { option: 'max' });
  const belowMin = min !== undefined && value < min;
  const aboveMax = max !== undefined && value > max;
  if (!belowMin && !aboveMax) return null;
  if (min !== undefined && max !== undefined)
    return fail(`${prefix}.range`, { min: show(min), max: show(max) });
  if (min !== undefined) return fail(`${prefix}.min`, { min: show(min) });
  return fail(`${prefix}.max`, { max: show(max ?? 0n) });
}

const decimalShown = (bound: bigint): string => bound.toString();

/** Reads decimal integer text; a failure when it is not one. */
function readInteger(value: unknown): bigint | ValidationFailure {
  const text = valueText(value);
  if (text === null) return fail('integer.format');
  if (NEGATIVE_ZERO.test(text)) return fail('number.negativeZero');
  if (!DECIMAL_INTEGER.test(text)) return fail('integer.format');
  return BigInt(text);
}

/** Integer, optionally within [min, max]. */
export function integer(value: unknown, options: IntegerBounds = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const read = readInteger(value);
  if (typeof read !== 'bigint') return read;
  return checkIntegerBounds(read, options, 'integer', decimalShown);
}

export interface IntegerRangesOptions {
  /** Inclusive [min, max] pairs; the value must fall in at least one. */
  ranges: ReadonlyArray<readonly [IntegerBound, IntegerBound]>;
}

/** Integer inside one of several ranges, e.g. CAN ids 0~0x7FF or 0x18000000~0x1FFFFFFF. */
export function integerInRanges(value: unknown, options: IntegerRangesOptions): ValidationResult {
  if (isAbsent(value)) return null;
  const read = readInteger(value);
  if (typeof read !== 'bigint') return read;
  const shown: string[] = [];
  let inside = false;
  for (const [index, [minBound, maxBound]] of options.ranges.entries()) {
    const min = integerFromBound(minBound);
    const max = integerFromBound(maxBound);
    if (min === null || max === null) return fail('options.invalid', { option: `ranges[${index}]` });
    shown.push(`${min}~${max}`);
    if (read >= min && read <= max) inside = true;
  }
  return inside ? null : fail('integer.ranges', { ranges: shown.join(', ') });
}

/** Positive integer without a leading zero (`1`, `42`; not `0`, `01`, `-3`), optionally bounded. */
export function positiveInteger(value: unknown, options: IntegerBounds = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  if (text === null || !/^[1-9]\d*$/.test(text)) return fail('integer.positive');
  return checkIntegerBounds(BigInt(text), options, 'integer', decimalShown);
}

/** Zero or a positive integer without a leading zero (`0`, `15`; not `00`, `-1`), optionally bounded. */
export function nonNegativeInteger(value: unknown, options: IntegerBounds = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  if (text === null || !/^(0|[1-9]\d*)$/.test(text)) return fail('integer.nonNegative');
  return checkIntegerBounds(BigInt(text), options, 'integer', decimalShown);
}

export interface IntegerWidthOptions {
  /** Width of the C type: 8, 16, 32 or 64. */
  bits: 8 | 16 | 32 | 64;
}

/** Integer that fits a signed C type of `bits` (sint8 -128~127, ..., sint64). */
export function signedInteger(value: unknown, options: IntegerWidthOptions): ValidationResult {
  const half = 2n ** BigInt(options.bits - 1);
  return integer(value, { min: (-half).toString(), max: (half - 1n).toString() });
}

/** Integer that fits an unsigned C type of `bits` (uint8 0~255, ..., uint64 0~18446744073709551615). */
export function unsignedInteger(value: unknown, options: IntegerWidthOptions): ValidationResult {
  return integer(value, { min: 0, max: (2n ** BigInt(options.bits) - 1n).toString() });
}

/** Integer value 1 to 31 (spec constant "value range 1 to 31"), no leading zero. */
export function valueOneTo31(value: unknown): ValidationResult {
  return positiveInteger(value, { min: 1, max: 31 });
}
