import { bodyCheckMessages, businessCodeMessages } from '../api/messages.js';
import { validatorsMessages } from '../validators/messages.js';
import { catalogueMessages } from '../catalogue/messages.js';
import { ecucMessages } from '../ecuc/messages.js';
import { verifyMessages } from '../verify/messages.js';
import { oilMessages } from '../formats/oil/messages.js';
import { dbcMessages } from '../formats/dbc/messages.js';
import { arxmlMessages } from '../formats/arxml/messages.js';
import { ldfMessages } from '../formats/ldf/messages.js';
import { interpolate, type MessageCatalogue } from './catalogue.js';

export type { MessageCatalogue } from './catalogue.js';
export { interpolate } from './catalogue.js';

/** The languages of the product; zh_cn is the default. */
export const LANGUAGES = ['zh_cn', 'en_us'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh_cn';

/** Prefixes every key of a flat catalogue, so that areas keep their own files. */
function prefixed(prefix: string, entries: Record<string | number, string>): MessageCatalogue {
  const out: MessageCatalogue = {};
  for (const [key, text] of Object.entries(entries)) out[`${prefix}.${key}`] = text;
  return out;
}

/** Every message core can say, per language. Each area contributes its own flat catalogue. */
export const coreMessages: Record<Language, MessageCatalogue> = {
  zh_cn: {
    ...prefixed('state', businessCodeMessages.zh_cn),
    ...prefixed('body', bodyCheckMessages.zh_cn),
    ...prefixed('validator', validatorsMessages.zh_cn),
    ...prefixed('catalogue', catalogueMessages.zh_cn),
    ...prefixed('ecuc', ecucMessages.zh_cn),
    ...prefixed('verify', verifyMessages.zh_cn),
    ...prefixed('oil', oilMessages.zh_cn),
    ...prefixed('dbc', dbcMessages.zh_cn),
    ...prefixed('arxml', arxmlMessages.zh_cn),
    ...prefixed('ldf', ldfMessages.zh_cn),
  },
  en_us: {
    ...prefixed('state', businessCodeMessages.en_us),
    ...prefixed('body', bodyCheckMessages.en_us),
    ...prefixed('validator', validatorsMessages.en_us),
    ...prefixed('catalogue', catalogueMessages.en_us),
    ...prefixed('ecuc', ecucMessages.en_us),
    ...prefixed('verify', verifyMessages.en_us),
    ...prefixed('oil', oilMessages.en_us),
    ...prefixed('dbc', dbcMessages.en_us),
    ...prefixed('arxml', arxmlMessages.en_us),
    ...prefixed('ldf', ldfMessages.en_us),
  },
};

/** A user-visible text in every language of the product. */
export type LocalizedText = Record<Language, string>;

/**
 * A text not yet said in any language: a key of these catalogues and its parameters. Decisions made in core
 * (a container refusal, a body check) answer one, and whoever shows it translates it in its reader's language.
 */
export interface KeyedText {
  key: string;
  params?: Readonly<Record<string, string | number>>;
}

/** A keyed text said in every language (what the server keeps until it knows whom it answers). */
export function inEveryLanguage(text: KeyedText): LocalizedText {
  const said = {} as LocalizedText;
  for (const language of LANGUAGES) said[language] = translate(language, text.key, text.params);
  return said;
}

/** Translates a key in a language; an unknown key answers the key itself, so nothing is ever blank. */
export function translate(
  language: Language,
  key: string,
  params?: Readonly<Record<string, string | number>>,
): string {
  const text = coreMessages[language][key] ?? coreMessages[DEFAULT_LANGUAGE][key] ?? key;
  return interpolate(text, params);
}
