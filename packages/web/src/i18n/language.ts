import { DEFAULT_LANGUAGE, LANGUAGES } from '@ecuc/core/i18n';
import type { Language } from '@ecuc/core/i18n';
import { LANGUAGE_KEY } from '../paths.js';

export interface LanguageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language kept in local storage (key `language`), or zh_cn when none or an unknown one is kept. */
export function storedLanguage(storage: Pick<LanguageStorage, 'getItem'> | undefined): Language {
  const value = storage?.getItem(LANGUAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(storage: LanguageStorage | undefined, language: Language): void {
  storage?.setItem(LANGUAGE_KEY, language);
}
