import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { dbcExpectedText, dbcMessages } from './messages.js';

describe('DBC message catalogue', () => {
  it('has the same keys in zh_cn and en_us, none empty', () => {
    expect(Object.keys(dbcMessages.zh_cn).sort()).toEqual(Object.keys(dbcMessages.en_us).sort());
    for (const language of ['zh_cn', 'en_us'] as const)
      for (const text of Object.values(dbcMessages[language])) expect(text.trim()).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [code, english] of Object.entries(dbcMessages.en_us))
      expect(placeholders(dbcMessages.zh_cn[code]!), code).toEqual(placeholders(english));
  });

  it('has a Chinese text for every "expected ..." phrase of the reader', () => {
    const source = readFileSync(new URL('reader.ts', import.meta.url), 'utf8');
    const phrases = new Set<string>();
    for (const match of source.matchAll(
      /(?:fail|expect(?:Identifier|Number|Integer|String))\(\s*(['"])((?:(?!\1).)*)\1/g,
    ))
      phrases.add(match[2]!);
    for (const match of source.matchAll(/failAt\([^,]+,[^,]+,\s*"([^"]*)"/g)) phrases.add(match[1]!);
    expect(phrases.size).toBeGreaterThan(40);
    // A phrase that is only quoted tokens (`';'`, `'['`) is the same in every language.
    const words = [...phrases].filter(
      (phrase) => !/^'[^']*'$/.test(phrase) && !phrase.includes('\\') && !/^BTR\d$/.test(phrase),
    );
    for (const phrase of words) expect(dbcExpectedText('zh_cn', phrase), phrase).not.toBe(phrase);
  });
});
