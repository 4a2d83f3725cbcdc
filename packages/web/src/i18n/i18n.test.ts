import { describe, expect, it } from 'vitest';
import { coreMessages } from '@ecuc/core/i18n';
import { zh_cn as firstLoadZh } from './zh_cn.js';
import { en_us as firstLoadEn } from './en_us.js';
import { pageMessages } from './pageMessages.js';
import { createI18n, firstLoadMessagesOf, loadPageMessages } from './index.js';
import { messagesOf } from './allMessages.js';
import { storedLanguage } from './language.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** The web catalogues as a loaded page sees them: first-load texts and the pages' texts. */
const zh_cn = { ...firstLoadZh, ...pageMessages.zh_cn };
const en_us = { ...firstLoadEn, ...pageMessages.en_us };

describe('web catalogues', () => {
  it('have the same keys in zh_cn and en_us', () => {
    const missingInEnglish = Object.keys(zh_cn).filter((key) => !(key in en_us));
    const missingInChinese = Object.keys(en_us).filter((key) => !(key in zh_cn));
    expect(missingInEnglish).toEqual([]);
    expect(missingInChinese).toEqual([]);
  });

  it('have no empty text', () => {
    for (const catalogue of [zh_cn, en_us]) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(zh_cn)) {
      expect(placeholders(en_us[key] ?? ''), key).toEqual(placeholders(zh_cn[key] ?? ''));
    }
  });

  it('merge core messages (business states) with the web texts', () => {
    expect(messagesOf('en_us')['state.1050']).toBe(coreMessages.en_us['state.1050']);
    expect(messagesOf('en_us')['http.404']).toBe('404 request path wrong, contact admin');
  });

  it('name every HTTP status of the client', () => {
    for (const key of [
      'http.404',
      'http.500',
      'http.600',
      'http.601',
      'http.602',
      'http.603',
      'http.codeError',
    ]) {
      expect(firstLoadZh[key], key).toBeDefined();
    }
  });

  it('keep the first-load texts and the page texts apart', () => {
    const shared = Object.keys(firstLoadZh).filter((key) => key in pageMessages.zh_cn);
    expect(shared).toEqual([]);
    expect(Object.keys(pageMessages.zh_cn).length).toBeGreaterThan(100);
  });
});

describe('page texts', () => {
  it('are added to an instance by loadPageMessages, in both languages, once', async () => {
    const i18n = createI18n(memoryStorage({ language: 'en_us' }), false);
    const key = Object.keys(pageMessages.en_us).find((candidate) => candidate.startsWith('os.'))!;
    expect(firstLoadMessagesOf('en_us')[key]).toBeUndefined();
    expect(i18n.t(key)).toBe(key);
    const load = loadPageMessages(i18n);
    expect(loadPageMessages(i18n)).toBe(load);
    await load;
    expect(i18n.t(key)).toBe(pageMessages.en_us[key]);
    await i18n.changeLanguage('zh_cn');
    expect(i18n.t(key)).toBe(pageMessages.zh_cn[key]);
    expect(i18n.t('login.submit')).toBe('登录');
  });
});

describe('language choice', () => {
  it('defaults to zh_cn and ignores unknown stored values', () => {
    expect(storedLanguage(memoryStorage())).toBe('zh_cn');
    expect(storedLanguage(memoryStorage({ language: 'fr_fr' }))).toBe('zh_cn');
    expect(storedLanguage(memoryStorage({ language: 'en_us' }))).toBe('en_us');
  });

  it('starts in the stored language and keeps a change in local storage', async () => {
    const storage = memoryStorage({ language: 'en_us' });
    const i18n = createI18n(storage, false);
    expect(i18n.language).toBe('en_us');
    expect(i18n.t('login.submit')).toBe('Log in');
    await i18n.changeLanguage('zh_cn');
    expect(i18n.t('login.submit')).toBe('登录');
    expect(storage.values.get('language')).toBe('zh_cn');
    // A reload reads the kept choice.
    expect(createI18n(storage, false).language).toBe('zh_cn');
  });

  it('fills {name} placeholders and translates core keys', () => {
    const i18n = createI18n(memoryStorage({ language: 'en_us' }), false);
    expect(i18n.t('http.codeError', { status: 418 })).toBe('Request error (status 418)');
    expect(i18n.t('state.1016')).toBe(coreMessages.en_us['state.1016']);
  });
});
