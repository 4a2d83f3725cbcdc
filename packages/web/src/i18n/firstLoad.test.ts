/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadMessagesOf } from './index.js';

const sourceRoot = fileURLToPath(new URL('..', import.meta.url));

/** The app's own files a static import chain reaches from `main.tsx` (dynamic `import()` is not followed). */
function firstLoadFiles(): Set<string> {
  const files = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    const imports = text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'(\.[^']+)'/gms);
    for (const [, specifier] of imports) {
      const base = join(dirname(file), specifier!.replace(/\.js$/, ''));
      const target = [`${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate));
      if (target) visit(target);
    }
  };
  visit(join(sourceRoot, 'main.tsx'));
  return new Set([...files].map((file) => relative(sourceRoot, file)));
}

describe('the first load (the login page)', () => {
  const files = firstLoadFiles();

  it('holds the login page and its frame, but no component of a layout, list, editor or special screen', () => {
    for (const file of ['pages/lgReg/LoginPage.tsx', 'pages/lgReg/LgRegLayout.tsx', 'app/RootFrame.tsx']) {
      expect(files.has(file), file).toBe(true);
    }
    const lazyAreas =
      /^(layout\/|editor\/|verification\/|pages\/(user|main|os|workspace|management|backoffice)\/)/;
    expect([...files].filter((file) => lazyAreas.test(file) && file.endsWith('.tsx'))).toEqual([]);
    for (const file of [
      'pages/lgReg/PersonalPage.tsx',
      'pages/lgReg/LanguageMenu.tsx',
      'i18n/pageMessages.ts',
    ]) {
      expect(files.has(file), file).toBe(false);
    }
  });

  it('finds every text it uses in the first-load catalogues', () => {
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(join(sourceRoot, file), 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([^'$]+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(10);
    for (const language of ['zh_cn', 'en_us'] as const) {
      const messages = firstLoadMessagesOf(language);
      expect(
        [...used].filter((key) => messages[key] === undefined),
        language,
      ).toEqual([]);
    }
  });
});
