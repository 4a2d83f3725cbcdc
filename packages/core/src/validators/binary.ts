import { fail } from './failure.js';
import { isAbsent, valueText } from './input.js';
import { checkIntegerBounds } from './integer.js';
import type { IntegerBounds } from './integer.js';
import type { ValidationResult } from './types.js';

/** Binary integers written with the `0b`/`0B` prefix (`0b1010`). Messages show bounds in binary. */

const BINARY_INTEGER = /^0[bB][01]+$/;

export function binaryShown(value: bigint): string {
  return value < 0n ? `-0b${(-value).toString(2)}` : `0b${value.toString(2)}`;
}

/** `0b` + binary digits, optionally within [min, max] (numbers or text such as `'0b1111'`, `'0xF'`). */
export function binaryInteger(value: unknown, options: IntegerBounds = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  if (text === null || !BINARY_INTEGER.test(text)) return fail('binary.format');
  return checkIntegerBounds(BigInt(text), options, 'binary', binaryShown);
}

/** A binary integer above zero (`0b1`, `0b0100`; not `0b0`). */
export function binaryPositive(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  if (text === null || !BINARY_INTEGER.test(text)) return fail('binary.format');
  return BigInt(text) > 0n ? null : fail('binary.positive');
}
