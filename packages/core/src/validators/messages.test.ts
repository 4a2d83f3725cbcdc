import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coreMessages, translate } from '../i18n/index.js';
import { validatorsMessages } from './messages.js';
import { runValidators } from './registry.js';
import type { ValidatorRef } from './registry.js';

const folder = new URL('./', import.meta.url);

/** The text of a call's first argument, from `start` to the first comma or parenthesis at depth 0. */
function firstArgument(text: string, start: number): string {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const character = text[index];
    if (character === '(' || character === '[' || character === '{') depth += 1;
    else if (character === ')' || character === ']' || character === '}') {
      if (depth === 0) return text.slice(start, index);
      depth -= 1;
    } else if (character === ',' && depth === 0) return text.slice(start, index);
  }
  return text.slice(start);
}

/** Every key the sources can fail with: literals in the first argument of fail()/warn(), and the key tables. */
function keysInSources(): Set<string> {
  const keys = new Set<string>();
  const sources = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.includes('.test.'));
  for (const file of sources) {
    const text = readFileSync(new URL(file, folder), 'utf8');
    for (const call of text.matchAll(/\b(?:fail|warn)\(/g)) {
      const argument = firstArgument(text, (call.index ?? 0) + call[0].length);
      if (argument.includes('UNIQUE_KEYS')) continue;
      for (const literal of argument.matchAll(/'([^']+)'/g)) keys.add(literal[1] ?? '');
      const template = /`\$\{prefix\}\.(\w+)`/.exec(argument);
      if (template) for (const prefix of ['integer', 'hex', 'binary']) keys.add(`${prefix}.${template[1]}`);
    }
    for (const entry of text.matchAll(/\b\w+: '(unique\.\w+)'/g)) keys.add(entry[1] ?? '');
  }
  return keys;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('validator messages', () => {
  it('has the same keys in zh_cn and en_us', () => {
    expect(Object.keys(validatorsMessages.zh_cn).sort()).toEqual(
      Object.keys(validatorsMessages.en_us).sort(),
    );
  });

  it('uses the same parameters in both languages', () => {
    for (const [key, english] of Object.entries(validatorsMessages.en_us)) {
      expect(placeholders(validatorsMessages.zh_cn[key] ?? ''), key).toEqual(placeholders(english));
    }
  });

  it('has a text in both languages for every key a validator can return', () => {
    const keys = keysInSources();
    expect(keys.size).toBeGreaterThan(100);
    for (const key of keys) {
      expect(coreMessages.zh_cn[`validator.${key}`], key).toBeTruthy();
      expect(coreMessages.en_us[`validator.${key}`], key).toBeTruthy();
    }
  });

  it('has no text that no validator returns', () => {
    const keys = keysInSources();
    for (const key of Object.keys(validatorsMessages.en_us)) expect(keys.has(key), key).toBe(true);
  });

  it.each<[ValidatorRef, unknown]>([
    [{ name: 'integer', options: { min: 0, max: '18446744073709551615' } }, '-1'],
    [{ name: 'hexInteger', options: { max: 255 } }, '0x100'],
    [{ name: 'floatRange', options: { min: 0, max: 1, maxExclusive: true } }, '1'],
    [{ name: 'floatRange', options: {} }, '1.1234567'],
    [{ name: 'password' }, '123'],
    [{ name: 'cName' }, 'a'.repeat(61)],
    [
      { name: 'bitOverlap' },
      [
        { name: 'A', start: 0, length: 8 },
        { name: 'B', start: 4, length: 8 },
      ],
    ],
    [{ name: 'hexByteList', options: { maxCount: 1 } }, '01 02'],
    [{ name: 'displayFormat' }, '%q'],
    [{ name: 'precisionLoss' }, '0.12345678901234567891'],
    [{ name: 'floatLength', options: { length: 3, accuracy: 1 } }, '1234'],
  ])('%j on %j reads fully in both languages', (ref, value) => {
    const failure = runValidators([ref], value);
    expect(failure).not.toBeNull();
    if (!failure) return;
    for (const language of ['zh_cn', 'en_us'] as const) {
      const text = translate(language, failure.key, failure.params);
      expect(text).not.toBe(failure.key);
      expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it('shows a 64-bit bound as typed', () => {
    const failure = runValidators(
      [{ name: 'integer', options: { min: 0, max: '18446744073709551615' } }],
      '-1',
    );
    expect(translate('en_us', failure?.key ?? '', failure?.params)).toBe(
      'Please enter an integer from 0 to 18446744073709551615',
    );
    expect(translate('zh_cn', failure?.key ?? '', failure?.params)).toBe(
      '请输入 0 到 18446744073709551615 之间的整数',
    );
  });
});
