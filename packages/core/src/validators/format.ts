import { fail } from './failure.js';
import { isAbsent, valueText } from './input.js';
import type { ValidationResult } from './types.js';

/** Notations of generated code: alignments, C literals, printf formats, paths, symbols, headers. */

const POSITIVE_DECIMAL = /^[1-9]\d*$/;
const HEX = /^0[xX][0-9a-fA-F]+$/;
const BINARY = /^0[bB][01]+$/;
const OCTAL = /^0[0-7]+$/;
const C_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** An alignment above zero written in decimal (`4`), hex (`0x10`), binary (`0b100`) or octal (`010`). */
export function alignment(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  if (text === null) return fail('alignment.format');
  if (POSITIVE_DECIMAL.test(text)) return null;
  if (HEX.test(text) || BINARY.test(text)) return BigInt(text) > 0n ? null : fail('alignment.format');
  if (OCTAL.test(text)) return BigInt(`0o${text.slice(1)}`) > 0n ? null : fail('alignment.format');
  return fail('alignment.format');
}

/**
 * C integer constant: decimal (`10`), octal (`017`, `0`), hex (`0xFFu`), binary (`0b101`) with an
 * optional suffix among u, l, ll (either case, either order: `10UL`, `5lu`, `7ull`); not `lL`.
 */
const C_INTEGER_LITERAL =
  /^(?:0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9]\d*)(?:[uU](?:ll|LL|[lL])?|(?:ll|LL|[lL])[uU]?)?$/;

export interface CIntegerLiteralOptions {
  /** Default false: a C literal has no sign; true accepts a leading `-` (a constant expression). */
  allowNegative?: boolean;
}

export function cIntegerLiteral(value: unknown, options: CIntegerLiteralOptions = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  if (text === null) return fail('cIntegerLiteral.format');
  const literal = options.allowNegative && text.startsWith('-') ? text.slice(1) : text;
  return C_INTEGER_LITERAL.test(literal) ? null : fail('cIntegerLiteral.format');
}

/** One printf conversion: flags, width, precision, length modifier, conversion letter (no `%n`). */
const CONVERSION = /^%[-+ #0]*(?:\d+|\*)?(?:\.(?:\d+|\*)?)?(?:hh|h|ll|l|j|z|t|L)?[diouxXfFeEgGaAcsp]/;

export interface DisplayFormatOptions {
  /** Default false: at least one conversion (other than `%%`) is needed. */
  allowPlainText?: boolean;
}

/**
 * A printf-style display format (`%d`, `%5.2f`, `%#x`, `Speed: %u km/h`, `100%%`). The message of a
 * bad conversion names its 1-based position.
 */
export function displayFormat(value: unknown, options: DisplayFormatOptions = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  if (text === null) return fail('displayFormat.conversion', { position: 1 });
  let conversions = 0;
  let index = text.indexOf('%');
  while (index >= 0) {
    if (text[index + 1] === '%') {
      index = text.indexOf('%', index + 2);
      continue;
    }
    const match = CONVERSION.exec(text.slice(index));
    if (!match) return fail('displayFormat.conversion', { position: index + 1 });
    conversions += 1;
    index = text.indexOf('%', index + match[0].length);
  }
  return conversions === 0 && !options.allowPlainText ? fail('displayFormat.noConversion') : null;
}

/** A path: contains at least one `/` or `\` (`./gen`, `C:\out`). */
export function pathText(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value) ?? '';
  return /[\\/]/.test(text) ? null : fail('path.separator');
}

/** A symbol (C identifier), an address in decimal, or hex with `0x`: `__stack_top`, `4096`, `0x20000000`. */
export function symbolOrAddress(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  const ok = text !== null && (C_IDENTIFIER.test(text) || HEX.test(text) || /^\d+$/.test(text));
  return ok ? null : fail('symbolOrAddress.format');
}

/**
 * A linker symbol or section name: letters, digits, `_`, `.`, `$`, not starting with a digit
 * (`__bss_start__`, `.text.os`, `_Os$stack`).
 */
export function linkerSymbol(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  return text !== null && /^[A-Za-z_.$][A-Za-z0-9_.$]*$/.test(text) ? null : fail('linkerSymbol.format');
}

/**
 * A header to include: optional directories, a file `xxx.h` starting with a letter, optionally in
 * `<>` or `""` (`Os.h`, `cfg/Os_Cfg.h`, `<Std_Types.h>`, `"Rte_Type.h"`). No `..` or absolute paths.
 */
export function headerInclude(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  const inner = text === null ? null : (/^<(.+)>$/.exec(text)?.[1] ?? /^"(.+)"$/.exec(text)?.[1] ?? text);
  const ok = inner !== null && /^(?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*[A-Za-z][A-Za-z0-9_]*\.h$/.test(inner);
  return ok ? null : fail('headerInclude.format');
}
