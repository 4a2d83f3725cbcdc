import type { z } from 'zod';
import { hasUnstorableCharacter } from './fields.js';
import { BusinessCode } from './state.js';

/** The result of checking a request body against its schema. */
export type BodyCheck<T> =
  { ok: true; value: T } | { ok: false; state: BusinessCode; message: string; field: string };

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
      message: `illegal value for ${named}: the text holds a NUL character or invalid Unicode`,
      field: unstorable,
    };
  }
  const issue = parsed.error.issues[0];
  if (!issue)
    return { ok: false, state: BusinessCode.WrongParameterType, message: 'invalid body', field: '' };
  const field = issue.path.map(String).join('.');
  const named = field === '' ? 'body' : field;
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) {
      return {
        ok: false,
        state: BusinessCode.MissingParameters,
        message: `missing parameter: ${named}`,
        field,
      };
    }
    return {
      ok: false,
      state: BusinessCode.WrongParameterType,
      message: `wrong type for ${named}: expected ${issue.expected}`,
      field,
    };
  }
  return {
    ok: false,
    state: BusinessCode.IllegalValue,
    message: `illegal value for ${named}: ${issue.message}`,
    field,
  };
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
