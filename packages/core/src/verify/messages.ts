import type { MessageCatalogue } from '../i18n/catalogue.js';

/** Texts of the verify area, keyed without the 'verify.' prefix. zh_cn and en_us must have the same keys. */
export const verifyMessages: Record<'zh_cn' | 'en_us', MessageCatalogue> = {
  zh_cn: {},
  en_us: {},
};
