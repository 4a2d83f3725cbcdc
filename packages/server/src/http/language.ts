import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@ecuc/core/i18n';

/** A user-visible text in every language of the product. */
export type LocalizedText = Record<Language, string>;

/** The language of a request: an explicit one, else the `language` header, else Accept-Language, else zh_cn. */
export function requestLanguage(request: FastifyRequest, explicit?: string): Language {
  if (explicit && (LANGUAGES as readonly string[]).includes(explicit)) return explicit as Language;
  const header = request.headers['language'];
  const named = Array.isArray(header) ? header[0] : header;
  if (named && (LANGUAGES as readonly string[]).includes(named)) return named as Language;
  return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en_us' : 'zh_cn';
}

/** A text in the request's language. */
export function say(request: FastifyRequest, text: LocalizedText): string {
  return text[requestLanguage(request)];
}
