import { fail } from './failure.js';
import { isAbsent, valueText } from './input.js';
import { isReservedName } from './keywords.js';
import type { ValidationResult } from './types.js';

/** Names of generated C symbols, files and projects, and uniqueness within a list. */

/** Longest C name the generators accept (spec: C name max 60). */
export const C_NAME_MAX_LENGTH = 60;
/** Short names: 1 to 31 letters, digits or underscores. */
export const SHORT_NAME_MAX_LENGTH = 31;

const C_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface CNameOptions {
  /** Default 60. */
  maxLength?: number;
  /** Default false: C keywords and AUTOSAR reserved names are refused. */
  allowKeywords?: boolean;
}

/** A C identifier (`OsTask_10ms`, `_private`), at most 60 characters, not a keyword. */
export function cName(value: unknown, options: CNameOptions = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  if (text === null || !C_IDENTIFIER.test(text)) return fail('cName.pattern');
  const max = options.maxLength ?? C_NAME_MAX_LENGTH;
  if (text.length > max) return fail('cName.tooLong', { max });
  if (!options.allowKeywords && isReservedName(text)) return fail('cName.keyword', { value: text });
  return null;
}

/** A prefix put in front of generated names (`Os_`, `CanIf`): follows the C naming pattern. */
export function cPrefix(value: unknown, options: Pick<CNameOptions, 'maxLength'> = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  if (text === null || !C_IDENTIFIER.test(text)) return fail('cPrefix.pattern');
  const max = options.maxLength ?? C_NAME_MAX_LENGTH;
  return text.length > max ? fail('cName.tooLong', { max }) : null;
}

/** 1 to 31 letters, digits or underscores (`Rx_01`, `1stFrame`). */
export function shortName(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  return text !== null && /^[A-Za-z0-9_]{1,31}$/.test(text)
    ? null
    : fail('shortName.format', { min: 1, max: SHORT_NAME_MAX_LENGTH });
}

export interface FileNameOptions {
  /** Expected extension, with or without the dot: `.c`, `h`, `.arxml`. Case-sensitive. */
  suffix: string;
}

/** A file name `Base.ext`: expected suffix, non-empty base, no spaces, base like a C identifier. */
export function fileName(value: unknown, options: FileNameOptions): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value) ?? '';
  if (/\s/.test(text)) return fail('fileName.spaces');
  const suffix = options.suffix.startsWith('.') ? options.suffix : `.${options.suffix}`;
  if (!text.endsWith(suffix)) return fail('fileName.suffix', { suffix });
  const base = text.slice(0, text.length - suffix.length);
  if (base === '') return fail('fileName.baseEmpty');
  return C_IDENTIFIER.test(base) ? null : fail('fileName.pattern');
}

/** A header file name `xxx.h` starting with a letter (`Os_Cfg.h`; not `_a.h`, `1a.h`, `a.c`). */
export function headerFileName(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value);
  return text !== null && /^[A-Za-z][A-Za-z0-9_]*\.h$/.test(text) ? null : fail('headerFileName.format');
}

/** A project name without `/` or `\` (it names files and archives). */
export function projectName(value: unknown): ValidationResult {
  if (isAbsent(value)) return null;
  const text = valueText(value) ?? '';
  return /[\\/]/.test(text) ? fail('projectName.slash') : null;
}

/** What the list holds, which chooses the message: name / value / data already exists. */
export type UniquenessSubject = 'name' | 'value' | 'data';

export interface UniqueInListOptions {
  /** The existing entries (rows, or plain values). Usually given by the form through the context. */
  list?: readonly unknown[];
  /** Property of each row to compare (`name`, `shortName`); absent compares the entries themselves. */
  property?: string;
  /** Default 'name'. */
  subject?: UniquenessSubject;
  /** Position of the row being edited, which must not count against itself. */
  ignoreIndex?: number;
  /** Default false. */
  ignoreCase?: boolean;
}

/** Comparable text of a value: its text, else its JSON (rows compared as data). */
function comparable(value: unknown, ignoreCase: boolean | undefined): string {
  const text = valueText(value) ?? JSON.stringify(value) ?? '';
  return ignoreCase ? text.toLowerCase() : text;
}

function propertyOf(entry: unknown, property: string | undefined): unknown {
  if (property === undefined) return entry;
  if (typeof entry !== 'object' || entry === null) return undefined;
  return (entry as Record<string, unknown>)[property];
}

const UNIQUE_KEYS = { name: 'unique.name', value: 'unique.value', data: 'unique.data' } as const;

/** Not already in the list ("name already exists" / "value already exists" / "data already exists"). */
export function uniqueInList(value: unknown, options: UniqueInListOptions = {}): ValidationResult {
  if (isAbsent(value)) return null;
  const wanted = comparable(value, options.ignoreCase);
  const taken = (options.list ?? []).some(
    (entry, index) =>
      index !== options.ignoreIndex &&
      comparable(propertyOf(entry, options.property), options.ignoreCase) === wanted,
  );
  return taken ? fail(UNIQUE_KEYS[options.subject ?? 'name']) : null;
}

export interface NoRepeatOptions {
  /** Property of each entry to compare; absent compares the entries themselves. */
  property?: string;
}

/** A list (e.g. a multiple select or references) without repeated entries; names the first repeat. */
export function noRepeat(value: unknown, options: NoRepeatOptions = {}): ValidationResult {
  if (!Array.isArray(value)) return null;
  const seen = new Set<string>();
  for (const entry of value) {
    const item = propertyOf(entry, options.property);
    const key = comparable(item, false);
    if (seen.has(key)) return fail('noRepeat', { item: valueText(item) ?? key });
    seen.add(key);
  }
  return null;
}
