import type { z } from 'zod';
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
  if (parsed.success) return { ok: true, value: parsed.data };
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
