import { fail } from './failure.js';
import { isAbsent, valueText } from './input.js';
import { checkIntegerBounds } from './integer.js';
import type { IntegerBounds } from './integer.js';
import type { ValidationResult } from './types.js';

/**
 * Hexadecimal values. Integers need the `0x`/`0X` prefix; digits may be either case. Messages show
 * numbers in upper case (`0xFF`). Bounds are numbers or text (`'0xFFFFFFFF'`, `'255'`), compared
 * as BigInt.
 */

const HEX_INTEGER = /^0[xX][0-9a-fA-F]+$/;

/** `0x` + upper-case hex digits, as messages show hex numbers. */
export function hexShown(value: bigint): string {
  return value < 0n ? `-0x${(-value).toString(16).toUpperCase()}` : `0x${value.toString(16).toUpperCase()}`;
}

/** `0x1F`, `0XABCDEF`, optionally within [min, max]. */
export function hexInteger(value: unknown, options: IntegerBounds = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  if (text === null || !HEX_INTEGER.test(text)) return fail('hex.format');
  return checkIntegerBounds(BigInt(text), options, 'hex', hexShown);
}

/** Exactly two hex digits, prefix optional: `0A`, `ff`, `0x7F`. */
export function hexTwoDigit(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  return text !== null && /^(?:0[xX])?[0-9a-fA-F]{2}$/.test(text) ? null : fail('hexTwoDigit.format');
}

export type LengthRule = '=' | '<=' | '>=';

export interface HexStringOptions {
  /** Number of hex digits the rule compares with (prefix and point not counted). */
  length?: number;
  /** Default '='. */
  rule?: LengthRule;
  /** Allows one point with hex digits after it (`1A.8`), a hexadecimal fraction. */
  allowFraction?: boolean;
}

/** A string of hex digits (prefix `0x` optional), e.g. a key `00112233AABBCCDD` of exactly 16 digits. */
export function hexString(value: unknown, options: HexStringOptions = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  const pattern = options.allowFraction
    ? /^(?:0[xX])?([0-9a-fA-F]+)(?:\.([0-9a-fA-F]+))?$/
    : /^(?:0[xX])?([0-9a-fA-F]+)$/;
  const match = text === null ? null : pattern.exec(text);
  if (!match) return fail(options.allowFraction ? 'hexString.formatFraction' : 'hexString.format');
  if (options.length === undefined) return null;
  const digits = (match[1] ?? '').length + (match[2] ?? '').length;
  const length = options.length;
  switch (options.rule ?? '=') {
    case '=':
      return digits === length ? null : fail('hexString.lengthEqual', { length });
    case '<=':
      return digits <= length ? null : fail('hexString.lengthAtMost', { length });
    case '>=':
      return digits >= length ? null : fail('hexString.lengthAtLeast', { length });
  }
}

export interface HexByteListOptions {
  /** Exactly this many bytes. */
  count?: number;
  /** At most this many bytes. */
  maxCount?: number;
}

/** Bytes in hex separated by spaces: `01 A2 ff 0x10`; each at most FF. */
export function hexByteList(value: unknown, options: HexByteListOptions = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  if (text === null || text.trim() === '') return fail('hexByteList.format', { byte: text ?? '' });
  const bytes = text.trim().split(/ +/);
  for (const byte of bytes) {
    const match = /^(?:0[xX])?([0-9a-fA-F]+)$/.exec(byte);
    if (!match) return fail('hexByteList.format', { byte });
    if (BigInt(`0x${match[1] ?? ''}`) > 0xffn) return fail('hexByteList.byteTooLarge', { byte });
  }
  if (options.count !== undefined && bytes.length !== options.count)
    return fail('hexByteList.countEqual', { count: options.count });
  if (options.maxCount !== undefined && bytes.length > options.maxCount)
    return fail('hexByteList.countAtMost', { count: options.maxCount });
  return null;
}
