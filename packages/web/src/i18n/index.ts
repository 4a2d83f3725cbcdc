import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, coreMessages } from '@ecuc/core/i18n';
import type { Language, MessageCatalogue } from '@ecuc/core/i18n';
import { zh_cn } from './zh_cn.js';
import { en_us } from './en_us.js';
import { storeLanguage, storedLanguage } from './language.js';
import type { LanguageStorage } from './language.js';

export { isLanguage, storedLanguage, storeLanguage } from './language.js';

/** The web app's own texts of the first load, per language. Both catalogues have the same keys (a test checks it). */
export const webMessages: Record<Language, MessageCatalogue> = { zh_cn, en_us };

/**
 * What the app can say from its first load on, in a language: core's catalogue (states, validators, ...)
 * and the web's first-load texts. The pages' own texts follow with `loadPageMessages`.
 */
export function firstLoadMessagesOf(language: Language): MessageCatalogue {
  return { ...coreMessages[language], ...webMessages[language] };
}

const pageMessageLoads = new WeakMap<I18n, Promise<void>>();

/**
 * Adds the texts of the pages behind the login (`pageMessages.ts`, a chunk of its own) to an i18next
 * instance, once; every lazily loaded page waits for it. A failed load is tried again on the next call.
 */
export function loadPageMessages(instance: I18n): Promise<void> {
  let load = pageMessageLoads.get(instance);
  if (!load) {
    load = import('./pageMessages.js').then(
      ({ pageMessages }) => {
        for (const language of LANGUAGES) {
          instance.addResourceBundle(language, 'translation', pageMessages[language], true, false);
        }
      },
      (error: unknown) => {
        pageMessageLoads.delete(instance);
        throw error;
      },
    );
    pageMessageLoads.set(instance, load);
  }
  return load;
}

/**
 * Creates the i18next instance. Catalogues are flat (`http.404`, `state.1050`), so key and namespace
 * separators are off; placeholders are `{name}` as in core's catalogues.
 */
export function createI18n(storage: LanguageStorage | undefined, plugReact = true): I18n {
  const instance = i18next.createInstance();
  if (plugReact) instance.use(initReactI18next);
  void instance.init({
    lng: storedLanguage(storage),
    fallbackLng: 'zh_cn',
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [language, { translation: firstLoadMessagesOf(language) }]),
    ),
    initAsync: false,
    returnNull: false,
  });
  instance.on('languageChanged', (language) => {
    if (language === 'zh_cn' || language === 'en_us') storeLanguage(storage, language);
  });
  return instance;
}
