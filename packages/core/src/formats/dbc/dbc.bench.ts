import { bench, describe } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Dbc } from 'candied';
import { readDbc } from './index.js';

// The largest DBC of the corpus, found by size rather than by name.
const corpusDbc = fileURLToPath(new URL('../../../../../../shared/corpus/dbc/', import.meta.url));
function largestDbc(folder: string): string {
  let best = '';
  let bestSize = -1;
  for (const entry of readdirSync(folder, { recursive: true }) as string[]) {
    const path = join(folder, entry);
    if (!entry.endsWith('.dbc')) continue;
    const size = statSync(path).size;
    if (size > bestSize) [best, bestSize] = [path, size];
  }
  return best;
}

const path = largestDbc(corpusDbc);
const bytes = readFileSync(path);
const text = new TextDecoder().decode(bytes);
const megabytes = bytes.length / 1e6;

/**
 * Times a parse: first `warmup` rounds so that the JIT has compiled the hot paths, then `rounds`
 * timed rounds; prints the median (and the best) as milliseconds per parse and MB/s.
 */
function throughput(label: string, parse: () => void, warmup: number, rounds: number): void {
  for (let i = 0; i < warmup; i++) parse();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    parse();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = (times[Math.floor(rounds / 2)] ?? 0) / 1000;
  const best = (times[0] ?? 0) / 1000;
  console.log(
    `${label}: median ${(median * 1000).toFixed(2)} ms per parse, ${(megabytes / median).toFixed(1)} MB/s` +
      ` (best ${(megabytes / best).toFixed(1)} MB/s, ${rounds} rounds after ${warmup} warm-up)`,
  );
}

console.log(`DBC benchmark input: ${path} (${(megabytes * 1000).toFixed(0)} KB)`);
throughput('ecuc readDbc (bytes, decoding included)', () => readDbc(bytes), 50, 100);
throughput('candied Dbc.load (text)', () => new Dbc().load(text), 2, 5);

describe(`parse the largest corpus DBC (${(megabytes * 1000).toFixed(0)} KB)`, () => {
  bench('ecuc readDbc', () => {
    readDbc(bytes);
  });
  bench(
    'candied Dbc.load',
    () => {
      new Dbc().load(text);
    },
    { iterations: 5, time: 0 },
  );
});
