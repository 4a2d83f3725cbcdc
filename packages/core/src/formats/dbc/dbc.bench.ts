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

function throughput(label: string, parse: () => void, rounds: number): void {
  parse();
  const started = performance.now();
  for (let i = 0; i < rounds; i++) parse();
  const seconds = (performance.now() - started) / 1000 / rounds;
  console.log(
    `${label}: ${(seconds * 1000).toFixed(2)} ms per parse, ${(megabytes / seconds).toFixed(1)} MB/s`,
  );
}

console.log(`DBC benchmark input: ${path} (${(megabytes * 1000).toFixed(0)} KB)`);
throughput('ecuc readDbc (bytes, decoding included)', () => readDbc(bytes), 20);
throughput('candied Dbc.load (text)', () => new Dbc().load(text), 3);

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
