import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { readOil } from '../../../formats/oil/index.js';
const corpus = new URL('../../../../../../../shared/corpus/', import.meta.url).pathname;
it('scan', () => {
  const rows = readFileSync(corpus + 'MANIFEST.tsv', 'utf8').split('\n').map((l) => l.split('\t')).filter((r) => r[1] === 'oil' && r[2] === 'accept');
  const fs = { read: (p: string) => { try { return readFileSync(p); } catch { return undefined; } } };
  const kinds = new Map<string, number>();
  for (const r of rows) {
    const res = readOil({ file: corpus + r[0], bytes: readFileSync(corpus + r[0]), includeDirs: r[3] === '-' ? [] : r[3]!.split(':').map((d) => corpus + d), fileSystem: fs });
    const app = res.model?.application;
    if (!app) { console.log('NOAPP', r[0]); continue; }
    const seen = new Map<string, string>();
    for (const [type, objs] of Object.entries(app.objects)) {
      kinds.set(type, (kinds.get(type) ?? 0) + 1);
      for (const name of Object.keys(objs)) {
        if (type === 'OS') continue;
        if (seen.has(name)) console.log('DUP', r[0], name, seen.get(name), type);
        seen.set(name, type);
      }
    }
  }
  console.log([...kinds]);
});
