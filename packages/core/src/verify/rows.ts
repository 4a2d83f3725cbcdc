/** Rows of the error log in one language: the generic checks' texts live under `verify.` (messages.ts). */
import { translate, type Language } from '../i18n/index.js';
import type { ValidationFailure } from '../validators/index.js';
import type { VerifyRow, VerifySeverity } from './types.js';

export function verifyRow(
  code: string,
  type: VerifySeverity,
  message: string,
  path: string,
  containerId?: string,
  param?: string,
): VerifyRow {
  const row: VerifyRow = { type, code, message, path };
  if (containerId !== undefined) row.containerId = containerId;
  if (param !== undefined) row.param = param;
  return row;
}

/** The texts of the generic checks in one language. */
export class GenericMessages {
  constructor(readonly language: Language) {}

  /** The text of `verify.<key>`. */
  text(key: string, params: Record<string, string | number>): string {
    return translate(this.language, `verify.${key}`, params);
  }

  /** Why a validator refused a value. */
  readonly describeFailure = (failure: ValidationFailure): string =>
    translate(this.language, failure.key, failure.params);
}
