import type { FastifyRequest } from 'fastify';
import { BusinessCode, hasFileExtension } from '@ecuc/core/api';
import { formatDiagnostic, type Diagnostic } from '@ecuc/core/formats';
import { UPLOAD_LIMIT_BYTES } from '../limits.js';
import { fail, type Answer } from './envelope.js';
import { message } from './messages.js';

/** A file name we keep: no folders, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.replace(/^.*[\\/]/, '');
  return [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20)
    .join('')
    .trim();
}

/** A received multipart file, or the answer that refuses it. */
export type ReceivedUpload =
  | { ok: true; fileName: string; content: Buffer; fields: Readonly<Record<string, string>> }
  | { ok: false; answer: Answer };

/**
 * Reads the one file of a multipart request: 1040 when there is none, 1044 for an extension not accepted
 * (the rest of the stream is drained), 1051 above 10 MB. Text fields sent before the file come along.
 */
export async function receiveUpload(
  request: FastifyRequest,
  accepted: string | readonly string[],
): Promise<ReceivedUpload> {
  const extensions = typeof accepted === 'string' ? [accepted] : accepted;
  const extension = extensions.join(', ');
  if (!request.isMultipart())
    return { ok: false, answer: fail(BusinessCode.FileMissing, message('upload.notMultipart')) };
  const part = await request.file({ limits: { fileSize: UPLOAD_LIMIT_BYTES } });
  if (!part)
    return { ok: false, answer: fail(BusinessCode.FileMissing, message('upload.noFile', { extension })) };
  const fileName = cleanFileName(part.filename);
  if (!extensions.some((e) => hasFileExtension(fileName, e))) {
    part.file.resume();
    return {
      ok: false,
      answer: fail(BusinessCode.WrongExtension, message('upload.wrongExtension', { extension }), {
        expected: extension,
      }),
    };
  }
  const content = await part.toBuffer();
  if (part.file.truncated || content.length > UPLOAD_LIMIT_BYTES) {
    return {
      ok: false,
      answer: fail(BusinessCode.DataOverLimit, message('upload.tooLarge'), {
        limit: UPLOAD_LIMIT_BYTES,
      }),
    };
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = (field as { value?: unknown } | undefined)?.value;
    if (typeof value === 'string') fields[name] = value;
  }
  return { ok: true, fileName, content, fields };
}

/**
 * The 1043 answer for a file a reader could not take: `line:col: message` of the first error, and up
 * to `most` errors as `file:line:col: message`; undefined when the file was read.
 */
export function unreadableFile(
  diagnostics: readonly Diagnostic[],
  read: boolean,
  most = 100,
): Answer | undefined {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const first = errors[0];
  if (!first && read) return undefined;
  const line = first?.line ?? 1;
  const col = first?.col ?? 1;
  // The reader's words come as it said them (see 'module.said').
  const said = first
    ? message('module.said', { text: `${line}:${col}: ${first.message}` })
    : message('upload.unreadable', { line, col });
  return fail(BusinessCode.FileParseError, said, {
    line,
    col,
    errors: errors.slice(0, most).map(formatDiagnostic),
  });
}
