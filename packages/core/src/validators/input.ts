/**
 * How validators read a form value. Forms hand over strings (Input), numbers (InputNumber),
 * booleans (Checkbox) or arrays (multiple Select); validators work on the text the user typed.
 */

/** Nothing entered: undefined, null, an empty or whitespace-only string, an empty array. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Absent for an optional field: undefined, null or ''. Such a value passes every validator except
 * the `required*` ones, so that a rule list reads "required + format" as in antd.
 * Whitespace-only text is not absent: it is checked (and usually fails) as typed.
 */
export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The text of a value: strings as they are, bigints and integral numbers in plain decimal
 * (never `1e+21`), other finite numbers by `String`. Anything else (boolean, object, NaN,
 * Infinity) has no text and answers null.
 */
export function valueText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    if (Number.isInteger(value)) return BigInt(value).toString();
    return String(value);
  }
  return null;
}

/** Number of characters as a person counts them (code points, so 中 and 😀 count as one). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}
