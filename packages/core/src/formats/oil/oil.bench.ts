/**
 * OIL read budget: the 250-task generated application (about 100 KB) parsed and checked in
 * under 50 ms. The small trampoline example is the reference in the same run.
 */
import { bench, describe } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readOil } from './index.js';

const corpusDir = fileURLToPath(new URL('../../../../../../shared/corpus/', import.meta.url));
const big = readFileSync(corpusDir + 'oil/generated/big-250-tasks.oil');
const small = readFileSync(corpusDir + 'oil/trampoline/examples/posix/isr/isr.oil');

// Print the one-shot figure against the budget, besides Vitest's table.
const started = performance.now();
const once = readOil({ file: 'big-250-tasks.oil', bytes: big });
const cold = performance.now() - started;
const warmStarted = performance.now();
for (let i = 0; i < 20; i++) readOil({ file: 'big-250-tasks.oil', bytes: big });
const warm = (performance.now() - warmStarted) / 20;
console.log(
  `big-250-tasks.oil (${(big.length / 1024).toFixed(0)} KB, ${once.diagnostics.length} diagnostics): ` +
    `cold first read ${cold.toFixed(1)} ms, warm mean ${warm.toFixed(1)} ms (budget 50 ms)`,
);

describe('OIL read', () => {
  bench('big-250-tasks.oil: parse and check', () => {
    readOil({ file: 'big-250-tasks.oil', bytes: big });
  });
  bench('reference: examples/posix/isr/isr.oil', () => {
    readOil({ file: 'isr.oil', bytes: small });
  });
});
