/**
 * A DBC from upload to derived configuration committed (`/dbc/upload`, `/dbc/setBuName`, `/dbc/import`
 * apply) on the embedded database, for the busiest node of ford_lincoln_base_pt.dbc (807 KB): the budget is 2 s.
 * The reference in the same run is the pure derivation of the same node (`deriveFromDbc` in this thread), so
 * that what the server adds (reading the file in a work thread, planning, the transaction) shows.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bench, describe } from 'vitest';
import { readDbc } from '@ecuc/core/formats/dbc';
import { emptySnapshot, importFile, MODULE_DEFINITIONS } from '@ecuc/core/modules';
import { createTestApp, userWithProject } from './testing/test-app.js';

const FILE = fileURLToPath(
  new URL('../../../../shared/corpus/dbc/opendbc/ford_lincoln_base_pt.dbc', import.meta.url),
);
const ROUNDS = 3;

function busiestNode(text: string): string {
  const counts = new Map<string, number>();
  for (const message of readDbc(text, { file: 'x.dbc' }).model?.messages ?? [])
    counts.set(message.transmitter, (counts.get(message.transmitter) ?? 0) + 1);
  return [...counts].filter(([node]) => node !== 'Vector__XXX').sort((a, b) => b[1] - a[1])[0]![0];
}

describe('DBC upload to derived configuration', () => {
  bench(
    'ford_lincoln_base_pt.dbc, busiest node, embedded database',
    async () => {
      const text = readFileSync(FILE, 'latin1');
      const node = busiestNode(text);
      const lines: string[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const app = await createTestApp('pglite');
        try {
          const user = await userWithProject(app, `dbc-bench-${round}@example.com`, 'Bencher', {
            name: 'Bus ECU',
            chip: 'S32K144',
            compiler: 's32dsGcc',
          });
          const start = performance.now();
          const uploaded = await user.upload('/dbc/upload', {
            name: 'ford_lincoln_base_pt.dbc',
            content: text,
          });
          if (uploaded.json.state !== 200) throw new Error(JSON.stringify(uploaded.json));
          const id = (uploaded.json.data as { id: number }).id;
          await user.post('/dbc/setBuName', { buName: node });
          const applied = await user.post('/dbc/import', { id, mode: 'apply', acceptErrors: true });
          const ms = performance.now() - start;
          if (applied.json.state !== 200) throw new Error(JSON.stringify(applied.json).slice(0, 500));
          const created = (applied.json.data as { created: number }).created;
          const pure = performance.now();
          importFile(
            { file: 'ford_lincoln_base_pt.dbc', bytes: new TextEncoder().encode(text) },
            {
              language: 'en_us',
              snapshot: emptySnapshot('bench'),
              definitions: MODULE_DEFINITIONS,
              newId: (() => {
                let n = 0;
                return () => `c${(n += 1)}`;
              })(),
              options: { ecu: node, source: 'dbc:ford_lincoln_base_pt.dbc' },
            },
          );
          const pureMs = performance.now() - pure;
          lines.push(
            `  round ${round}: upload → committed ${ms.toFixed(0)} ms (${created} containers; node ${node}); ` +
              `reference, the derivation alone: ${pureMs.toFixed(0)} ms`,
          );
        } finally {
          await app.close();
        }
      }
      console.log(['DBC upload → derived configuration committed (budget 2000 ms):', ...lines].join('\n'));
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
