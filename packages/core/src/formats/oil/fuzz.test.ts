/**
 * Bounded, deterministic fuzzing over corpus OIL files: truncations and byte flips must end in
 * located diagnostics, never in an exception or a hang.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SourceFileSystem } from '../adapter.js';
import { readOil } from './index.js';

const corpusDir = fileURLToPath(new URL('../../../../../../shared/corpus/', import.meta.url));
const fileSystem: SourceFileSystem = {
  read(path) {
    try {
      return statSync(corpusDir + path).isFile() ? readFileSync(corpusDir + path) : undefined;
    } catch {
      return undefined;
    }
  },
};

const rows = readFileSync(corpusDir + 'MANIFEST.tsv', 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([, format]) => format === 'oil');

/** A small linear congruential generator: the same cases on every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('OIL reader under mutation', () => {
  it('survives truncations and byte flips of corpus files', () => {
    const random = generator(20240611);
    const started = Date.now();
    let cases = 0;
    // Every fourth file, a handful of mutations each: bounded well under 15 s.
    for (const [index, row] of rows.entries()) {
      if (index % 4 !== 0) continue;
      const [path = '', , , include = '-'] = row;
      const original = readFileSync(corpusDir + path);
      const includeDirs = include === '-' ? [] : include.split(':');
      for (let k = 0; k < 12; k++) {
        const bytes = Uint8Array.from(original);
        let mutated: Uint8Array;
        if (k % 3 === 0) {
          mutated = bytes.subarray(0, Math.floor(random() * bytes.length));
        } else {
          const flips = 1 + Math.floor(random() * 8);
          for (let f = 0; f < flips; f++) {
            const at = Math.floor(random() * bytes.length);
            bytes[at] =
              k % 3 === 1 ? Math.floor(random() * 256) : '{};="[]#/*'.charCodeAt(Math.floor(random() * 10));
          }
          mutated = bytes;
        }
        const result = readOil(
          { file: path, bytes: mutated, includeDirs, fileSystem },
          { language: 'en_us' },
        );
        for (const d of result.diagnostics) {
          expect(d.line).toBeGreaterThan(0);
          expect(d.col).toBeGreaterThan(0);
          expect(d.code).not.toBe('OIL_INTERNAL');
        }
        cases++;
      }
    }
    expect(cases).toBeGreaterThan(300);
    expect(Date.now() - started).toBeLessThan(15000);
  }, 30000);
});
