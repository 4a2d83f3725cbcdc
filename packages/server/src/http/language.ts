import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@ecuc/core/i18n';
import { sayIn, type ServerText } from './messages.js';

export type { LocalizedText } from '@ecuc/core/i18n';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `language` a request names itself: a field of its query (a download the browser opens) or of its body. */
function namedLanguage(request: FastifyRequest): string | undefined {
  for (const part of [request.query, request.body]) {
    if (typeof part !== 'object' || part === null || !('language' in part)) continue;
    if (isLanguage(part.language)) return part.language;
  }
  return undefined;
}

/**
 * The language of a request: an explicit one (given, else the `language` field of its query or body), else
 * the `language` header (the web app sends its UI's), else Accept-Language, else zh_cn.
 */
export function requestLanguage(
  request: FastifyRequest,
  explicit: string | undefined = namedLanguage(request),
): Language {
  if (isLanguage(explicit)) return explicit;
  const header = request.headers['language'];
  const named = Array.isArray(header) ? header[0] : header;
  if (isLanguage(named)) return named;
  return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en_us' : 'zh_cn';
}

/** A server text in the request's language. */
export function say(request: FastifyRequest, text: ServerText): string {
  return sayIn(requestLanguage(request), text);
}
