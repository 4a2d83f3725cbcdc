import type { MessageCatalogue } from '../i18n/catalogue.js';

/** Texts of the ecuc area, keyed without the 'ecuc.' prefix. zh_cn and en_us must have the same keys. */
export const ecucMessages: Record<'zh_cn' | 'en_us', MessageCatalogue> = {
  zh_cn: {},
  en_us: {},
};
