/**
 * The OIL import through the file calls, previewed before it writes: the goil negative tests and every OIL of
 * the corpus (MANIFEST-driven). A rejected file is refused by the preview with its errors listed and changes
 * nothing; an accepted one applies, and its preview's counts are what is written.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '@ecuc/core/api';
import {
  createTestApp,
  userWithProject,
  testBackends,
  type TestApp,
  type TestClient,
} from '../testing/test-app.js';

const CORPUS = new URL('../../../../../shared/corpus/', import.meta.url);

interface ManifestRow {
  path: string;
  expect: 'accept' | 'reject';
  includeDirs: string[];
}

const oilRows: ManifestRow[] = readFileSync(new URL('MANIFEST.tsv', CORPUS), 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter((cells) => cells[1] === 'oil' && (cells[2] === 'accept' || cells[2] === 'reject'))
  .map((cells) => ({
    path: cells[0] as string,
    expect: cells[2] as 'accept' | 'reject',
    includeDirs: cells[3] && cells[3] !== '-' ? cells[3].split(':') : [],
  }));

const corpusText = (path: string) => readFileSync(new URL(path, CORPUS));

/** The files `#include <x>` names, each from the first include folder that has it. */
function includedFiles(row: ManifestRow): { name: string; content: Buffer }[] {
  const text = corpusText(row.path).toString('utf8');
  const out: { name: string; content: Buffer }[] = [];
  for (const match of text.matchAll(/#include\s*[<"]([^>"]+)[>"]/g)) {
    const name = match[1] as string;
    for (const dir of row.includeDirs) {
      try {
        out.push({ name: name.split('/').pop() as string, content: corpusText(`${dir}/${name}`) });
        break;
      } catch {
        // Not in this folder: the next one.
      }
    }
  }
  return out;
}

/** The OS checks that judge a file against the project's chip: interrupt priorities per core. */
const CHIP_CHECKS = new Set(['OS0024', 'OS0025']);

const baseName = (path: string) => path.split('/').pop() as string;

interface OsRow {
  definitionPath: string;
  shortName: string;
}

describe.each(testBackends)('OIL imports previewed before they write on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };

  beforeAll(async () => {
    app = await createTestApp(backend);
    user = await userWithProject(app, 'preview@example.com', 'Preview', {
      name: 'Preview ECU',
      chip: 'TC275',
      compiler: 'tasking',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = async (name: string, content: Buffer | string) => {
    const answer = await user.upload('/file/upload?overwrite=true', { name, content });
    expect(answer.json.state).toBe(200);
    return answer.json.data.id as number;
  };
  const submit = async (id: number, options: { mode?: string; acceptErrors?: boolean } = {}) =>
    (await user.post('/file/submitOil', { id, ...options })).json as {
      state: number;
      message: string;
      data: ImportPreview & { preview?: ImportPreview; errors?: string[] };
    };
  const osList = async () => (await user.post('/os/getProjectIdListData', {})).json.data as OsRow[];
  const removeUploads = async () => {
    for (const file of (await user.post('/file/getOilListData')).json.data as { id: number }[])
      await user.post('/file/deleteOil', { id: file.id });
  };

  it('previews goil’s refused schedule tables with their errors, writes nothing, and writes them only when accepted', async () => {
    const before = await osList();
    const id = await upload(
      'goil_autosar_st_s1.oil',
      corpusText('oil/trampoline/tests/GOIL/goil_autosar_st_s1/goil_autosar_st_s1.oil'),
    );
    const preview = await submit(id, { mode: 'preview' });
    expect(preview.state).toBe(200);
    expect(preview.data.applied).toBe(false);
    expect(preview.data.inputErrors).toEqual([]);
    expect(preview.data.resultErrors.rows.map((row) => row.code)).toEqual(
      expect.arrayContaining(['OS0038', 'OS0039']),
    );
    expect(preview.data.kinds).toContainEqual(
      expect.objectContaining({ definitionPath: '/Os/OsScheduleTable', created: 5 }),
    );
    expect(await osList()).toEqual(before);

    const refused = await submit(id);
    expect(refused.state).toBe(1057);
    expect(refused.message).toContain('goil_autosar_st_s1.oil');
    expect(refused.data.preview?.resultErrors.count).toBe(preview.data.resultErrors.count);
    expect(await osList()).toEqual(before);

    const accepted = await submit(id, { acceptErrors: true });
    expect(accepted.state).toBe(200);
    expect(accepted.data.applied).toBe(true);
    const tables = (await osList()).filter((c) => c.definitionPath === '/Os/OsScheduleTable');
    expect(tables).toHaveLength(5);
    // Applying the same file again: every container is unchanged.
    const again = await submit(id, { mode: 'preview' });
    expect(again.data).toMatchObject({ created: 0, changed: 0, removed: 0 });
    expect(again.data.unchanged).toBe((await osList()).length);
    await removeUploads();
  });

  it('imports every task of an OSEK application and never reports an imported object as not imported', async () => {
    const id = await upload('big-250-tasks.oil', corpusText('oil/generated/big-250-tasks.oil'));
    // Its ISRs are numbered for another target than the project's TC275: the user accepts those errors.
    const answer = await submit(id, { acceptErrors: true });
    expect(answer.state).toBe(200);
    const tasks = (await osList()).filter((c) => c.definitionPath === '/Os/OsTask');
    expect(tasks).toHaveLength(250);
    expect(answer.data.kinds).toContainEqual(
      expect.objectContaining({ definitionPath: '/Os/OsTask', created: 250 }),
    );
    const names = new Set(tasks.map((t) => t.shortName));
    for (const group of answer.data.notImported)
      for (const line of group.lines)
        for (const name of line.match(/\bTask\w+/g) ?? []) expect(names.has(name), line).toBe(false);
    await removeUploads();
  });

  describe('the corpus', () => {
    // The sweep is about the import, not the database: one backend is enough.
    const sweep = backend === testBackends[0] ? it : it.skip;

    sweep(
      'refuses every rejected OIL in its preview with its errors listed, and applies every accepted one as previewed',
      async () => {
        const failures: string[] = [];
        for (const row of oilRows) {
          for (const included of includedFiles(row)) await upload(included.name, included.content);
          const id = await upload(baseName(row.path), corpusText(row.path));
          const before = await osList();
          const preview = await submit(id, { mode: 'preview' });
          if (preview.state !== 200) {
            failures.push(`${row.path}: preview answered ${preview.state} ${preview.message}`);
            continue;
          }
          const errors =
            preview.data.inputErrors.reduce((sum, group) => sum + group.count, 0) +
            preview.data.resultErrors.count;
          if (row.expect === 'reject') {
            const listed =
              preview.data.inputErrors.flatMap((group) => group.lines).length +
              preview.data.resultErrors.rows.length;
            if (errors === 0 || listed === 0)
              failures.push(`${row.path}: rejected file previewed without errors`);
            const refused = await submit(id);
            if (refused.state === 200) failures.push(`${row.path}: rejected file applied`);
            if (JSON.stringify(await osList()) !== JSON.stringify(before))
              failures.push(`${row.path}: refused file changed the OS`);
          } else {
            const inputErrors = preview.data.inputErrors.flatMap((group) => group.lines);
            if (inputErrors.length > 0) {
              failures.push(`${row.path}: accepted file previewed with input errors (${inputErrors[0]})`);
              continue;
            }
            // The corpus's OILs are written for host and evaluation targets (posix, avr...): the checks that
            // judge interrupt priorities against the project's chip (a TC275 here) may find fault with them,
            // which the user accepts; no other check may.
            const judged = preview.data.resultErrors.rows.filter((r) => !CHIP_CHECKS.has(r.code));
            if (judged.length > 0)
              failures.push(
                `${row.path}: accepted file previewed with errors (${judged[0]?.code} ${judged[0]?.path})`,
              );
            const applied = await submit(id, { acceptErrors: preview.data.resultErrors.count > 0 });
            if (applied.state !== 200) {
              failures.push(`${row.path}: apply answered ${applied.state} ${applied.message}`);
              continue;
            }
            const written = (await osList()).length;
            const os = preview.data.kinds.filter((kind) => kind.module === 'Os');
            const kept = os.reduce((sum, kind) => sum + kind.created + kind.changed + kind.unchanged, 0);
            const removed = os.reduce((sum, kind) => sum + kind.removed, 0);
            if (kept !== written)
              failures.push(`${row.path}: preview keeps ${kept} OS containers, ${written} written`);
            if (before.length - removed + os.reduce((sum, kind) => sum + kind.created, 0) !== written)
              failures.push(`${row.path}: ${before.length} before, ${removed} removed, ${written} written`);
            for (const key of ['created', 'changed', 'unchanged', 'removed'] as const)
              if (applied.data[key] !== preview.data[key])
                failures.push(
                  `${row.path}: applied ${key} ${applied.data[key]} ≠ previewed ${preview.data[key]}`,
                );
          }
          await removeUploads();
        }
        expect(failures).toEqual([]);
        expect(oilRows.filter((row) => row.expect === 'reject').length).toBeGreaterThan(0);
        expect(oilRows.filter((row) => row.expect === 'accept').length).toBeGreaterThan(0);
      },
      600_000,
    );
  });
});
