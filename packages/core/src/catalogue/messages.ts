import type { MessageCatalogue } from '../i18n/catalogue.js';

/** Texts of the catalogue area, keyed without the 'catalogue.' prefix. zh_cn and en_us must have the same keys. */
export const catalogueMessages: Record<'zh_cn' | 'en_us', MessageCatalogue> = {
  zh_cn: {},
  en_us: {},
};
