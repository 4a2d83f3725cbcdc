/**
 * Derivation budget: the CAN stack of the busiest node of `ford_lincoln_base_pt.dbc` (807 KB) derived in
 * under 100 ms in Node (the median of 21 runs is printed first); the reference in the same run is reading the
 * file alone.
 */
import { readFileSync } from 'node:fs';
import { bench, describe } from 'vitest';
import { readDbc } from '../../../formats/dbc/index.js';
import { emptySnapshot } from '../../file-configuration.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { busiestSender, deriveFromDbc } from './derive.js';

const FILE = 'opendbc/ford_lincoln_base_pt.dbc';
const bytes = readFileSync(new URL(`../../../../../../../shared/corpus/dbc/${FILE}`, import.meta.url));
const database = readDbc(bytes, { file: FILE }).model!;
const ecu = busiestSender(database) ?? '';
const snapshot = emptySnapshot(FILE);
let n = 0;
const derive = () =>
  deriveFromDbc(database, snapshot, MODULE_DEFINITIONS, {
    file: FILE,
    ecu,
    language: 'en_us',
    newId: () => `d${(n += 1)}`,
  });
const first = derive();
for (let i = 0; i < 5; i += 1) derive(); // warm-up
const times: number[] = [];
for (let i = 0; i < 21; i += 1) {
  const start = performance.now();
  derive();
  times.push(performance.now() - start);
}
const median = [...times].sort((a, b) => a - b)[10]!;
console.log(
  `${FILE}: node ${ecu}, ${first.sent} sent and ${first.received} received messages, ${first.create.length} containers; median of 21 derivations ${median.toFixed(1)} ms`,
);

describe(`deriving ${FILE} for its busiest node`, () => {
  bench('read the DBC (reference)', () => {
    readDbc(bytes, { file: FILE });
  });
  bench('derive the CAN stack (budget 100 ms)', () => {
    derive();
  });
});
