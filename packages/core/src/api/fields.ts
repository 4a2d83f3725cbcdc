import { z } from 'zod';
import { bodyCheckMessages, type TextRefusalReason } from './messages.js';

/**
 * The field builders every request schema is made of. A text field refuses control characters (NUL cannot be
 * stored at all, the others have no place in a name) and broken UTF-16; a number field takes a JSON number or a
 * decimal string (what a form-encoded body sends) and nothing else.
 */

/** C0 controls, DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** The same but tab, line feed and carriage return, which a multi-line text may hold. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Half of a surrogate pair without its other half: not valid Unicode, refused by PostgreSQL's jsonb. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text holds a character no stored text may hold (NUL, a lone surrogate). */
export function hasUnstorableCharacter(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Whether a text holds a control character (tab and line breaks allowed when `multiline`). */
export function hasControlCharacter(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER).test(text);
}

/** A refinement's issue: the English text, and the reason `checkBody` says in every language. */
function refusedFor(reason: TextRefusalReason): { message: string; params: { reason: TextRefusalReason } } {
  return { message: bodyCheckMessages.en_us[reason], params: { reason } };
}

/**
 * A one-line text (names, e-mails, ids, paths, codes): no control characters, no lone surrogates. Chain the
 * length and format checks on it: `textField().trim().min(1).max(64)`. Refusals answer 1032.
 */
export function textField(): z.ZodString {
  return z
    .string()
    .refine((text) => !hasControlCharacter(text), refusedFor('controlCharacters'))
    .refine((text) => !LONE_SURROGATE.test(text), refusedFor('invalidUnicode'));
}

/** A multi-line text (descriptions, reasons, parameter values, file contents): tab, \n and \r allowed. */
export function multilineTextField(): z.ZodString {
  return z
    .string()
    .refine((text) => !hasControlCharacter(text, true), refusedFor('controlCharacters'))
    .refine((text) => !LONE_SURROGATE.test(text), refusedFor('invalidUnicode'));
}

/** A decimal number as a form-encoded body sends it: optional minus, digits, optional fraction. */
const DECIMAL_STRING = /^-?\d{1,20}(\.\d{1,20})?$/;

/**
 * A number: a JSON number, or a decimal string such as `"12"` (form-encoded bodies). `true`, `[1]`, `null`,
 * `""`, `"0x10"` or `"1e3"` answer 1031; the range checks of `schema` answer 1032.
 * Usage: `numberField(z.number().int().min(0).max(63))`.
 */
export function numberField<T extends z.ZodNumber>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_STRING.test(value) ? Number(value) : value),
    schema,
  );
}

/** A row id: a positive integer (JSON number or decimal string). */
export function idField() {
  return numberField(z.number().int().positive());
}
