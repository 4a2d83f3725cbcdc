import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { readDbc, writeDbc, lintDbc } from './index.js';

const corpus = new URL('../../../../../../shared/corpus/', import.meta.url);
const dbcPaths = readFileSync(new URL('MANIFEST.tsv', corpus), 'utf8')
  .split('\n')
  .map((line) => line.split('\t'))
  .filter((row) => row[1] === 'dbc')
  .map((row) => row[0]!);

/** A small deterministic generator (mulberry32), so that every run mutates the same way. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Mutation = (bytes: Uint8Array, random: () => number) => Uint8Array;
const encoder = new TextEncoder();

function splice(bytes: Uint8Array, at: number, remove: number, insert: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length - remove + insert.length);
  out.set(bytes.subarray(0, at));
  out.set(insert, at);
  out.set(bytes.subarray(at + remove), at + insert.length);
  return out;
}

const mutations: Record<string, Mutation> = {
  truncate: (bytes, random) => bytes.subarray(0, Math.floor(random() * bytes.length)),
  byteFlips: (bytes, random) => {
    const out = bytes.slice();
    const flips = 1 + Math.floor(random() * 20);
    for (let i = 0; i < flips; i++) out[Math.floor(random() * out.length)] = Math.floor(random() * 256);
    return out;
  },
  hugeNumbers: (bytes, random) => {
    const text = new TextDecoder('latin1').decode(bytes);
    const huge = [
      '1e999',
      '-1e999',
      '99999999999999999999999999999',
      '0.000000000000000000001',
      '4294967296',
      '-0',
    ];
    let count = 0;
    const replaced = text.replace(/\b\d+\b/g, (digits) =>
      random() < 0.05 && count++ < 200 ? huge[Math.floor(random() * huge.length)]! : digits,
    );
    return encoder.encode(replaced);
  },
  deepJunk: (bytes, random) => {
    const pieces = [
      '((((((((',
      '[[[[[[[[',
      '"',
      '\\',
      ';;;;',
      'SG_ ',
      'BO_ ',
      ':::',
      '||||',
      '\u0000',
      'm1M ',
      '@@',
      '\r\n',
    ];
    let junk = '';
    const length = 1 + Math.floor(random() * 2000);
    while (junk.length < length) junk += pieces[Math.floor(random() * pieces.length)];
    return splice(bytes, Math.floor(random() * bytes.length), 0, encoder.encode(junk));
  },
  deleteRange: (bytes, random) => {
    const at = Math.floor(random() * bytes.length);
    return splice(bytes, at, Math.floor(random() * Math.min(500, bytes.length - at)), new Uint8Array());
  },
  duplicateRange: (bytes, random) => {
    const at = Math.floor(random() * bytes.length);
    const piece = bytes.slice(at, at + Math.floor(random() * 2000));
    return splice(bytes, Math.floor(random() * bytes.length), 0, piece);
  },
};

describe('DBC reader fuzz (bounded, seeded)', () => {
  it('every mutated corpus file ends in a model and located diagnostics, fast and without throwing', () => {
    const random = generator(0xdbc);
    const names = Object.keys(mutations);
    const budgetMs = 15_000;
    const started = performance.now();
    let cases = 0;
    let slowest = 0;
    // Small files often, large files sometimes: every file at least once per mutation kind.
    for (const name of names) {
      for (const path of dbcPaths) {
        if (performance.now() - started > budgetMs) break;
        const original = readFileSync(new URL(path, corpus));
        const mutated = mutations[name]!(original, random);
        const caseStart = performance.now();
        const result = readDbc(mutated, { file: path });
        expect(result.model).toBeDefined();
        for (const d of result.diagnostics) {
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.col).toBeGreaterThanOrEqual(1);
          expect(d.code).toMatch(/^DBC_/);
          expect(d.code).not.toBe('DBC_INTERNAL');
        }
        lintDbc(result.model!, path);
        // What was read can always be written and read again without syntax errors.
        const rewritten = readDbc(writeDbc(result.model!), { file: path });
        expect(rewritten.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        const elapsed = performance.now() - caseStart;
        slowest = Math.max(slowest, elapsed);
        expect(elapsed, `${name} on ${path}`).toBeLessThan(1000);
        cases++;
      }
    }
    expect(cases).toBeGreaterThanOrEqual(names.length * 20);
    console.log(`dbc fuzz: ${cases} cases, slowest ${slowest.toFixed(1)} ms`);
  });
});
