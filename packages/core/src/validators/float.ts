import {
  compareDecimal,
  decimalFromBound,
  decimalText,
  isZeroDecimal,
  normalizedDigits,
  parseDecimal,
} from './decimal.js';
import type { Decimal } from './decimal.js';
import { fail, warn } from './failure.js';
import { isAbsent, valueText } from './input.js';
import type { ValidationFailure, ValidationResult } from './types.js';

/**
 * Floating-point values. Accepted text: optional `-`, digits, optional `.digits`, optional exponent
 * (`3`, `-0.25`, `1.5e-3`, `2E10`). Refused: a leading `+`, `.5`, `5.`, blanks, `-0` (any negative
 * zero), and values beyond the IEEE double range. Bounds are compared exactly (decimal arithmetic).
 */

const FLOAT_TEXT = /^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/;

/** Default number of decimals allowed by `floatRange` (spec: decimal limit default 6). */
export const DEFAULT_DECIMALS = 6;

function readFloat(value: unknown): Decimal | ValidationFailure {
  const text = valueText(value);
  if (text === null || !FLOAT_TEXT.test(text)) return fail('float.format');
  const number = parseDecimal(text);
  if (number === null || !Number.isFinite(Number(text))) return fail('float.outOfRange');
  if (number.negative && isZeroDecimal(number)) return fail('number.negativeZero');
  return number;
}

function isDecimal(read: Decimal | ValidationFailure): read is Decimal {
  return 'unscaled' in read;
}

/** A float in the notation above. */
export function float(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const read = readFloat(value);
  return isDecimal(read) ? null : read;
}

/** A float other than zero. */
export function nonZeroFloat(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const read = readFloat(value);
  if (!isDecimal(read)) return read;
  return isZeroDecimal(read) ? fail('float.nonZero') : null;
}

export interface FloatRangeOptions {
  /** Most digits after the point (exponent applied); default 6. */
  decimals?: number;
  min?: number | string;
  max?: number | string;
  /** The value must be strictly above min. */
  minExclusive?: boolean;
  /** The value must be strictly below max. */
  maxExclusive?: boolean;
}

/** A float with at most `decimals` decimals inside [min, max], each bound inclusive or exclusive. */
export function floatRange(value: unknown, options: FloatRangeOptions = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const read = readFloat(value);
  if (!isDecimal(read)) return read;
  const decimals = options.decimals ?? DEFAULT_DECIMALS;
  if (read.fractionDigits > decimals) return fail('float.decimals', { decimals });
  const min = options.min === undefined ? undefined : decimalFromBound(options.min);
  const max = options.max === undefined ? undefined : decimalFromBound(options.max);
  if (min === null) return fail('options.invalid', { option: 'min' });
  if (max === null) return fail('options.invalid', { option: 'max' });
  const minOrder = min === undefined ? 1 : compareDecimal(read, min);
  const maxOrder = max === undefined ? -1 : compareDecimal(read, max);
  const belowMin = options.minExclusive ? minOrder <= 0 : minOrder < 0;
  const aboveMax = options.maxExclusive ? maxOrder >= 0 : maxOrder > 0;
  if (!belowMin && !aboveMax) return null;
  if (min !== undefined && max !== undefined) {
    const open = options.minExclusive ? '(' : '[';
    const close = options.maxExclusive ? ')' : ']';
    return fail('float.range', { range: `${open}${decimalText(min)}, ${decimalText(max)}${close}` });
  }
  if (min !== undefined)
    return fail(options.minExclusive ? 'float.greaterThan' : 'float.min', { min: decimalText(min) });
  return fail(options.maxExclusive ? 'float.lessThan' : 'float.max', { max: decimalText(max ?? read) });
}

export interface FloatMaxOptions {
  max: number | string;
  exclusive?: boolean;
  decimals?: number;
}

/** A float at most (or, exclusive, below) `max`. */
export function floatMax(value: unknown, options: FloatMaxOptions): ValidationResult {
  return floatRange(value, { max: options.max, maxExclusive: options.exclusive, decimals: options.decimals });
}

export interface FloatMinOptions {
  min: number | string;
  exclusive?: boolean;
  decimals?: number;
}

/** A float at least (or, exclusive, above) `min`. */
export function floatMin(value: unknown, options: FloatMinOptions): ValidationResult {
  return floatRange(value, { min: options.min, minExclusive: options.exclusive, decimals: options.decimals });
}

/** Up to 38 integer digits with an optional fraction, no exponent (`-123.45`, 38 nines). */
export function float38(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  if (text === null || !/^-?\d{1,38}(?:\.\d+)?$/.test(text)) return fail('float38');
  if (/^-0+(?:\.0+)?$/.test(text)) return fail('number.negativeZero');
  return null;
}

export interface FloatLengthOptions {
  /** Most digits in total: the integer part (leading zeros not counted) may have `length - accuracy`. */
  length: number;
  /** Most digits after the point. */
  accuracy: number;
  /** Default true; false refuses values below zero. */
  allowNegative?: boolean;
}

/** Fixed-point style float, like SQL DECIMAL(length, accuracy): with (5, 2) `123.45` passes, `1234.5` fails. */
export function floatLength(value: unknown, options: FloatLengthOptions): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  const match = text === null ? null : /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return fail('float.format');
  const [, sign, whole = '', fraction = ''] = match;
  const isZero = /^0+$/.test(whole + fraction);
  if (sign === '-' && isZero) return fail('number.negativeZero');
  if (sign === '-' && options.allowNegative === false) return fail('float.negative');
  if (fraction.length > options.accuracy) return fail('float.decimals', { decimals: options.accuracy });
  if (whole.replace(/^0+/, '').length > options.length - options.accuracy)
    return fail('floatLength.total', { length: options.length, accuracy: options.accuracy });
  return null;
}

/**
 * Warning when the typed number is not what an IEEE double will hold: the shortest text of the
 * stored double has other significant digits (e.g. `0.12345678901234567891`, `9007199254740993`).
 * `0.1` passes: it reads back as `0.1`. Text that is not a float is left to `float`.
 */
export function precisionLoss(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const read = readFloat(value);
  const text = valueText(value);
  if (!isDecimal(read) || text === null) return null;
  const stored = Number(text);
  const storedDecimal = parseDecimal(String(stored));
  if (storedDecimal === null) return null;
  const typedDigits = normalizedDigits(read);
  const storedDigits = normalizedDigits(storedDecimal);
  if (typedDigits.digits === storedDigits.digits && typedDigits.exponent === storedDigits.exponent)
    return null;
  return warn('float.precisionLoss', { stored: String(stored) });
}
