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

/** The web app's own texts, per language. Both catalogues have the same keys (a test checks it). */
export const webMessages: Record<Language, MessageCatalogue> = { zh_cn, en_us };

/** Everything the app can say in a language: core's catalogue (states, validators, ...) and the web's own. */
export function messagesOf(language: Language): MessageCatalogue {
  return { ...coreMessages[language], ...webMessages[language] };
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
      LANGUAGES.map((language) => [language, { translation: messagesOf(language) }]),
    ),
    initAsync: false,
    returnNull: false,
  });
  instance.on('languageChanged', (language) => {
    if (language === 'zh_cn' || language === 'en_us') storeLanguage(storage, language);
  });
  return instance;
}
