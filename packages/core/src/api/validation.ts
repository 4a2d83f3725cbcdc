import { z } from 'zod';
import { inEveryLanguage, LANGUAGES, translate, type Language, type LocalizedText } from '../i18n/index.js';
import { hasUnstorableCharacter } from './fields.js';
import type { bodyCheckMessages, TextRefusalReason } from './messages.js';
import { BusinessCode } from './state.js';

/** The result of checking a request body against its schema; the message in every language. */
export type BodyCheck<T> =
  { ok: true; value: T } | { ok: false; state: BusinessCode; message: LocalizedText; field: string };

/** A `body.*` text in every language. */
function bodyText(
  name: keyof (typeof bodyCheckMessages)['en_us'],
  params?: Record<string, string>,
): LocalizedText {
  return inEveryLanguage({ key: `body.${name}`, ...(params ? { params } : {}) });
}

/** The error maps of zod's own locales, by language (en_us: the texts zod writes by default). */
const ZOD_LOCALES: Partial<Record<Language, z.core.$ZodErrorMap>> = { zh_cn: z.locales.zhCN().localeError };

/** What the schema said about a value, in every language: our refinements' reasons, else zod's own words. */
function detailOf(issue: z.core.$ZodIssue): LocalizedText {
  const reason =
    issue.code === 'custom' ? (issue.params as { reason?: unknown } | undefined)?.reason : undefined;
  if (reason === 'controlCharacters' || reason === 'invalidUnicode') {
    return bodyText(reason satisfies TextRefusalReason);
  }
  const detail = {} as LocalizedText;
  for (const language of LANGUAGES) {
    const local = issue.code === 'custom' ? undefined : ZOD_LOCALES[language]?.(issue as never);
    detail[language] = (typeof local === 'string' ? local : local?.message) ?? issue.message;
  }
  return detail;
}

/**
 * Checks a request body with a zod schema and maps the first problem to the spec's codes:
 * a missing field is 1030, a wrong type 1031, an illegal or out-of-range value 1032.
 */
export function checkBody<S extends z.ZodType>(schema: S, body: unknown): BodyCheck<z.infer<S>> {
  const parsed = schema.safeParse(body ?? {}, { reportInput: true });
  if (parsed.success) {
    const unstorable = unstorableTextPath(parsed.data);
    if (unstorable === undefined) return { ok: true, value: parsed.data };
    const named = unstorable === '' ? 'body' : unstorable;
    return {
      ok: false,
      state: BusinessCode.IllegalValue,
      message: bodyText('unstorable', { field: named }),
      field: unstorable,
    };
  }
  const issue = parsed.error.issues[0];
  if (!issue)
    return { ok: false, state: BusinessCode.WrongParameterType, message: bodyText('invalid'), field: '' };
  const field = issue.path.map(String).join('.');
  const named = field === '' ? 'body' : field;
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) {
      return {
        ok: false,
        state: BusinessCode.MissingParameters,
        message: bodyText('missing', { field: named }),
        field,
      };
    }
    return {
      ok: false,
      state: BusinessCode.WrongParameterType,
      message: bodyText('wrongType', { field: named, expected: issue.expected }),
      field,
    };
  }
  const detail = detailOf(issue);
  const message = {} as LocalizedText;
  for (const language of LANGUAGES) {
    message[language] = translate(language, 'body.illegal', { field: named, detail: detail[language] });
  }
  return { ok: false, state: BusinessCode.IllegalValue, message, field };
}

/**
 * The path of the first text (or object key) in a checked body that no database can store — NUL, a lone
 * surrogate — or undefined. The text fields of `fields.ts` refuse these already; this holds for a schema
 * written with a bare `z.string()` too.
 */
function unstorableTextPath(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  const join = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const current = item.value;
    if (typeof current === 'string') {
      if (hasUnstorableCharacter(current)) return item.path;
    } else if (Array.isArray(current)) {
      current.forEach((element, index) => pending.push({ value: element, path: join(item!.path, index) }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, element] of Object.entries(current)) {
        if (hasUnstorableCharacter(key)) return item.path;
        pending.push({ value: element, path: join(item.path, key) });
      }
    }
  }
  return undefined;
}
