import { fail } from './failure.js';
import { characterCount, isAbsent, isEmptyValue, valueText } from './input.js';
import { isReservedName } from './keywords.js';
import type { ValidationResult } from './types.js';

/**
 * General text checks. Except `required` and `requiredSelect`, every validator lets an absent value
 * (undefined, null, '') pass, so that "optional + format" and "required + format" read the same.
 */

/** Something entered: undefined, null, blank text and [] fail. */
export function required(value: unknown): ValidationResult {
  return isEmptyValue(value) ? fail('required') : null;
}

/** An option chosen: '', null, undefined and [] fail (0 and false are choices). */
export function requiredSelect(value: unknown): ValidationResult {
  const empty =
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  return empty ? fail('requiredSelect') : null;
}

export interface LengthRangeOptions {
  min?: number;
  max?: number;
}

/** Between min and max characters (code points), the range shown in the message. */
export function lengthRange(value: unknown, options: LengthRangeOptions): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value) ?? '';
  const count = characterCount(text);
  const { min, max } = options;
  const belowMin = min !== undefined && count < min;
  const aboveMax = max !== undefined && count > max;
  if (!belowMin && !aboveMax) return null;
  if (min !== undefined && max !== undefined) return fail('length.range', { min, max });
  if (min !== undefined) return fail('length.min', { min });
  return fail('length.max', { max: max ?? count });
}

export interface ForbiddenValuesOptions {
  values: readonly string[];
  /** Default false: comparison is case-sensitive. */
  ignoreCase?: boolean;
}

function folded(text: string, ignoreCase: boolean | undefined): string {
  return ignoreCase ? text.toLowerCase() : text;
}

/** Does not contain any of `values` as a substring. */
export function notContains(value: unknown, options: ForbiddenValuesOptions): ValidationResult {
  if (isAbsent(value)) return null;
  const text = folded(valueText(value) ?? '', options.ignoreCase);
  const found = options.values.find(
    (forbidden) => forbidden !== '' && text.includes(folded(forbidden, options.ignoreCase)),
  );
  return found === undefined ? null : fail('notContains', { value: found });
}

/** Is none of `values` exactly. */
export function notIn(value: unknown, options: ForbiddenValuesOptions): ValidationResult {
  if (isAbsent(value)) return null;
  const text = folded(valueText(value) ?? '', options.ignoreCase);
  const found = options.values.find((forbidden) => folded(forbidden, options.ignoreCase) === text);
  return found === undefined ? null : fail('notIn', { value: found });
}

export interface NotKeywordOptions {
  /** More names to refuse besides C keywords and AUTOSAR reserved names. */
  extra?: readonly string[];
}

/** Not a C keyword (`int`, `while`, `_Bool`) nor an AUTOSAR reserved name (`uint8`, `E_OK`, `TASK`). */
export function notKeyword(value: unknown, options: NotKeywordOptions = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value) ?? '';
  return isReservedName(text) || options.extra?.includes(text) ? fail('keyword', { value: text }) : null;
}

/** Printable ASCII, spaces included (0x20-0x7E); no tabs, line breaks or non-ASCII letters. */
export function asciiText(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  return text !== null && /^[\x20-\x7e]*$/.test(text) ? null : fail('asciiText.format');
}

/** Not made of blanks only: `'  '` fails; `''` is absent and passes (pair with `required`). */
export function notOnlyBlank(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  return text !== null && text.trim() === '' ? fail('notOnlyBlank') : null;
}

/** Letters, digits, underscores and dots only (`Can.Rx_1`, `v1.2.3`). */
export function dottedName(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  return text !== null && /^[A-Za-z0-9_.]+$/.test(text) ? null : fail('dottedName.format');
}

/**
 * String parameter value safe inside a C string literal: printable ASCII without `"` and `\`.
 * (AUTOSAR STRING parameters: `Hello World 1.0`, `ECU-A`.)
 */
export function stringValue(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  return text !== null && /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/.test(text) ? null : fail('string.format');
}

/** String made of decimal digits only, leading zeros kept (`0012`, an identifier written as digits). */
export function stringInt(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  return text !== null && /^\d+$/.test(text) ? null : fail('stringInt.format');
}

/**
 * Free label text: letters of any script, digits, spaces, `_`, `-`, `.`, `,`, `(`, `)`; no
 * leading or trailing blank (`电机 控制-1`, `Door (left)`).
 */
export function stringText(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  const ok = text !== null && /^[\p{L}\p{N}_\-.,()]+(?: +[\p{L}\p{N}_\-.,()]+)*$/u.test(text);
  return ok ? null : fail('stringText.format');
}
