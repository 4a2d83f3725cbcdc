import { BusinessCode, hasFileExtension, STATE_OK, UPLOAD_LIMIT_BYTES } from '@ecuc/core/api';

export { UPLOAD_LIMIT_BYTES };

/**
 * Why a file is refused before it is sent (the server would refuse it too), or undefined: its name must
 * end in `extension` (e.g. `.oil`) after at least one character, and it must fit the upload limit.
 */
export function fileRefusalOf(
  file: { name: string; size: number },
  extension: string,
): 'extension' | 'size' | undefined {
  if (!hasFileExtension(file.name, extension)) return 'extension';
  if (file.size > UPLOAD_LIMIT_BYTES) return 'size';
  return undefined;
}

/** The answer of a multipart upload call, read from its envelope. */
export type UploadAnswer<T> = { ok: true; data: T } | { ok: false; state: number; message: string };

/** Reads an upload call's `{state, data, message}` envelope (sent through axios directly, for progress). */
export function uploadAnswerOf<T>(body: unknown): UploadAnswer<T> {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
    state?: unknown;
    message?: unknown;
    data?: unknown;
  };
  const state = typeof envelope.state === 'number' ? envelope.state : -1;
  if (state === STATE_OK) return { ok: true, data: envelope.data as T };
  return { ok: false, state, message: typeof envelope.message === 'string' ? envelope.message : '' };
}

/** What a page does with the answer of an upload call (`/file/upload`, `/dbc/upload`...). */
export type UploadOutcome =
  | { kind: 'uploaded' }
  | { kind: 'exists'; name: string }
  | { kind: 'refused'; state: number; message: string };

/** Reads the envelope of an upload answer: OK, "exists: overwrite?" (1041), or a refusal. */
export function uploadOutcomeOf(body: unknown, fileName: string): UploadOutcome {
  const answer = uploadAnswerOf<unknown>(body);
  if (answer.ok) return { kind: 'uploaded' };
  if (answer.state === BusinessCode.FileExists) return { kind: 'exists', name: fileName };
  return { kind: 'refused', state: answer.state, message: answer.message };
}
