import {
  decimalFromBound,
  decimalText,
  isMultipleOfDecimal,
  isZeroDecimal,
  parseDecimal,
} from './decimal.js';
import type { Decimal } from './decimal.js';
import { fail } from './failure.js';
import { isAbsent, valueText } from './input.js';
import type { ValidationFailure, ValidationResult } from './types.js';

/**
 * Checks on numbers whatever their notation: decimal text (`12`, `-0.5`, `2.5e3`). Multiples are
 * decided exactly (decimal arithmetic), so 0.3 is a multiple of 0.1.
 */

/** Reads decimal text as an exact number; a `number.format` failure when it is not one. */
function readNumber(value: unknown): Decimal | ValidationFailure {
  const text = valueText(value);
  const number = text === null || text.startsWith('+') ? null : parseDecimal(text);
  return number ?? fail('number.format');
}

function isDecimal(read: Decimal | ValidationFailure): read is Decimal {
  return 'unscaled' in read;
}

export interface MultipleOfOptions {
  /** The step; a non-zero number or decimal text. */
  base: number | string;
}

/** A multiple (of any sign) of `base`: with base 8, `-16`, `0`, `24` pass and `12` fails. */
export function multipleOf(value: unknown, options: MultipleOfOptions): ValidationResult {
  if (isAbsent(value)) return null;
  const base = decimalFromBound(options.base);
  if (base === null || isZeroDecimal(base)) return fail('options.invalid', { option: 'base' });
  const read = readNumber(value);
  if (!isDecimal(read)) return read;
  return isMultipleOfDecimal(read, base) ? null : fail('multipleOf', { base: decimalText(base) });
}

/** `n × base` with an integer n >= 0: with base 4, `0`, `4`, `8` pass; `-4`, `6`, `4.0x` fail. */
export function integerMultiple(value: unknown, options: MultipleOfOptions): ValidationResult {
  if (isAbsent(value)) return null;
  const base = decimalFromBound(options.base);
  if (base === null || isZeroDecimal(base) || base.unscaled < 0n)
    return fail('options.invalid', { option: 'base' });
  const read = readNumber(value);
  if (!isDecimal(read) || read.negative || !isMultipleOfDecimal(read, base))
    return fail('integerMultiple', { base: decimalText(base) });
  return null;
}

/**
 * 0 or a power of two (1, 2, 4, ... also beyond 2^53). Text that is not a non-negative integer at
 * all gets its own message ("enter 0 or a positive integer").
 */
export function powerOfTwoOrZero(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  if (text === null || !/^(0|[1-9]\d*)$/.test(text)) return fail('powerOfTwo.notNonNegativeInteger');
  const number = BigInt(text);
  if (number === 0n || (number & (number - 1n)) === 0n) return null;
  return fail('powerOfTwo.notPowerOfTwo');
}

/** Any number but zero (`0`, `0.0`, `0e5` fail). */
export function notZero(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const read = readNumber(value);
  if (!isDecimal(read)) return read;
  return isZeroDecimal(read) ? fail('notZero') : null;
}

/** Zero or above (`-0.1` fails; `-0` is refused as a negative zero). */
export function notNegative(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const read = readNumber(value);
  if (!isDecimal(read)) return read;
  if (read.negative) return fail(isZeroDecimal(read) ? 'number.negativeZero' : 'notNegative');
  return null;
}
