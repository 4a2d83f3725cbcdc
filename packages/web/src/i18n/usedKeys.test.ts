/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messagesOf } from './allMessages.js';

const sourceRoot = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('texts used by the app', () => {
  it('exist in both languages for every literal t() key', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(sourceRoot)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([^'$]+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(80);
    for (const language of ['zh_cn', 'en_us'] as const) {
      const messages = messagesOf(language);
      const missing = [...used].filter((key) => messages[key] === undefined);
      expect(missing, language).toEqual([]);
    }
  });
});
