import type { MessageCatalogue } from '../i18n/catalogue.js';

/** Texts of the validators area, keyed without the 'validators.' prefix. zh_cn and en_us must have the same keys. */
export const validatorsMessages: Record<'zh_cn' | 'en_us', MessageCatalogue> = {
  zh_cn: {},
  en_us: {},
};
