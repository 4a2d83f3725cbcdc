import { describe, expect, it } from 'vitest';
import { coreMessages, translate } from './index.js';

describe('core message catalogues', () => {
  it('have the same keys in zh_cn and en_us', () => {
    expect(Object.keys(coreMessages.zh_cn).sort()).toEqual(Object.keys(coreMessages.en_us).sort());
  });
  it('have the same placeholders in zh_cn and en_us', () => {
    const placeholders = (text: string | undefined) => [...new Set(text?.match(/\{\w+\}/g) ?? [])].sort();
    for (const [key, text] of Object.entries(coreMessages.en_us)) {
      expect(placeholders(coreMessages.zh_cn[key]), key).toEqual(placeholders(text));
    }
  });
  it('have no empty text', () => {
    for (const lang of ['zh_cn', 'en_us'] as const) {
      for (const [key, text] of Object.entries(coreMessages[lang])) expect(text.trim(), key).not.toBe('');
    }
  });
  it('translates with parameters and falls back to the key', () => {
    expect(translate('en_us', 'state.1030')).toBe('Missing parameters');
    expect(translate('zh_cn', 'no.such.key')).toBe('no.such.key');
  });
});
