import { coreMessages } from '@ecuc/core/i18n';
import type { Language, MessageCatalogue } from '@ecuc/core/i18n';
import { webMessages } from './index.js';
import { pageMessages } from './pageMessages.js';

/** Everything the app can say in a language once its pages are loaded: core's catalogue and all web texts. */
export function messagesOf(language: Language): MessageCatalogue {
  return { ...coreMessages[language], ...webMessages[language], ...pageMessages[language] };
}
