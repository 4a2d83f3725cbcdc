/**
 * OS generation budget: the 250-task generated application imported from OIL, checked
 * (verification with the shipped definitions and the generator's own validation) and generated,
 * end to end in one process, in under 200 ms. Reading the OIL alone is the reference in the same run.
 */
import { bench, describe } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readOil } from '../../../formats/oil/index.js';
import { generateOs } from './generate.js';
import { osSnapshotFromOil } from './source-input.js';

const corpusDir = fileURLToPath(new URL('../../../../../../../shared/corpus/', import.meta.url));
const bigFile = 'oil/generated/big-250-tasks.oil';
const big = readFileSync(corpusDir + bigFile);

/**
 * Read, import, verify, validate and (unless errors remain) emit. With `skipVerification` the
 * emitters run even where a module rule refuses the file, so that their cost is measured too.
 */
function endToEnd(skipVerification = false): ReturnType<typeof generateOs> {
  const read = readOil({ file: bigFile, bytes: big });
  if (!read.model) throw new Error('big-250-tasks.oil did not read');
  return generateOs(osSnapshotFromOil(read.model).snapshot, { skipVerification });
}

function describeResult(result: ReturnType<typeof generateOs>): string {
  if ('files' in result)
    return `${(result.files.reduce((sum, f) => sum + f.content.length, 0) / 1024).toFixed(0)} KB of C`;
  const codes = [...new Set(result.errList.map((r) => r.code))].join(', ');
  return `refused with ${result.errList.length} errors (${codes})`;
}

function timed(label: string, skipVerification: boolean): void {
  const started = performance.now();
  const result = endToEnd(skipVerification);
  const cold = performance.now() - started;
  const warmStarted = performance.now();
  for (let i = 0; i < 10; i++) endToEnd(skipVerification);
  const warm = (performance.now() - warmStarted) / 10;
  console.log(
    `big-250-tasks.oil: ${label}, ${describeResult(result)}: ` +
      `cold first run ${cold.toFixed(1)} ms, warm mean ${warm.toFixed(1)} ms (budget 200 ms)`,
  );
}

timed('read, import, verify, validate and generate', false);
timed('read, import, validate and generate (verification skipped)', true);

describe('OS generation', () => {
  bench('big-250-tasks.oil: read, import, check and generate', () => {
    endToEnd();
  });
  bench('big-250-tasks.oil: read, import, validate and emit (no verification)', () => {
    endToEnd(true);
  });
  bench('reference: big-250-tasks.oil read only', () => {
    readOil({ file: bigFile, bytes: big });
  });
});
