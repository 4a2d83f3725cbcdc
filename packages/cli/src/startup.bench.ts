import { bench, describe } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Start-up of the `ecuc` command, measured like hyperfine does: each command line is spawned 10 times
 * (after one warm-up run) and the median wall time is compared with the 150 ms budget. `node -e 0` in
 * the same run is what Node itself costs on this machine at this moment; the unbundled CLI
 * (`dist/main.js`, the TypeScript build, when it is there) is what the bundle saves.
 */
const cli = fileURLToPath(new URL('..', import.meta.url));
const bin = `${cli}bin/ecuc.js`;
const unbundled = `${cli}dist/main.js`;
const corpus = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));
const smallArxml =
  readFileSync(`${corpus}MANIFEST.tsv`, 'utf8')
    .split('\n')
    .map((line) => line.split('\t')[0] ?? '')
    .find((path) => path.endsWith('/ARXML_min_max.arxml')) ?? 'arxml/canmatrix/ARXML_min_max.arxml';
const BUDGET_MS = 150;
const RUNS = 10;

function runUnbundled(args: string[]): string[] {
  const script = `const { main } = await import(${JSON.stringify(unbundled)}); process.exitCode = await main(${JSON.stringify(args)});`;
  return ['--input-type=module', '-e', script];
}

/** Median wall time of `node ...args`, in ms; throws when the command fails. */
function medianMs(args: string[]): number {
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const start = performance.now();
    const run = spawnSync(process.execPath, args, { cwd: corpus, stdio: ['ignore', 'ignore', 'pipe'] });
    const ms = performance.now() - start;
    if (run.status !== 0)
      throw new Error(`node ${args.join(' ')} exited ${run.status}: ${String(run.stderr)}`);
    if (i > 0) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return ((times[(RUNS - 1) >> 1] ?? 0) + (times[RUNS >> 1] ?? 0)) / 2;
}

describe('ecuc start-up', () => {
  let measured = false;
  bench(
    `ecuc --version and ecuc parse ${smallArxml.split('/').pop()}: median of ${RUNS}, budget ${BUDGET_MS} ms`,
    () => {
      // One measurement is 55 spawned processes already: the runner's further calls are not repeated.
      if (measured) return;
      measured = true;
      // The bundle is built by `npm run build`; the first run of bin/ecuc.js builds it when missing.
      spawnSync(process.execPath, [bin, '--version'], { stdio: 'ignore' });
      const rows: [string, number, boolean][] = [['node -e 0 (Node alone)', medianMs(['-e', '0']), false]];
      rows.push(['ecuc --version', medianMs([bin, '--version']), true]);
      rows.push([`ecuc parse ${smallArxml}`, medianMs([bin, 'parse', smallArxml]), true]);
      if (existsSync(unbundled)) {
        rows.push(['unbundled dist/main.js --version', medianMs(runUnbundled(['--version'])), false]);
        rows.push([`unbundled dist/main.js parse`, medianMs(runUnbundled(['parse', smallArxml])), false]);
      }
      const node = rows[0]?.[1] ?? 0;
      const lines = rows.map(
        ([name, ms, budgeted]) =>
          `  ${name.padEnd(64)} ${ms.toFixed(0).padStart(5)} ms` +
          (name.startsWith('node') ? '' : ` (Node + ${(ms - node).toFixed(0)} ms)`) +
          (budgeted ? (ms < BUDGET_MS ? ' within' : ' OVER') + ` ${BUDGET_MS} ms` : ''),
      );
      console.log(`ecuc start-up, median of ${RUNS} runs:\n${lines.join('\n')}`);
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
