import { describe, it, expect, beforeAll, vi } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { main } from './main.js';
import { formatAdapters, isFileFormat } from './formats.js';

// /work/main/packages/cli/src -> /work/shared/corpus
const corpus = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));
const repository = fileURLToPath(new URL('../../../', import.meta.url));
const ecucBin = `${repository}packages/cli/bin/ecuc.js`;

const rows = readFileSync(`${corpus}MANIFEST.tsv`, 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [path, format, expectation, include] = line.split('\t');
    const includeDirs = include && include !== '-' ? include.split(':').map((dir) => `${corpus}${dir}`) : [];
    return { path: path!, format: format!, expectation: expectation!, includeDirs };
  })
  .filter((row) => isFileFormat(row.format));

/** Runs `ecuc` in this process, capturing what it writes. */
async function ecuc(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  try {
    const code = await main(args);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

const located = /^.+:\d+:\d+: \S.*$/;

function parseArgs(row: (typeof rows)[number]): string[] {
  return ['parse', `${corpus}${row.path}`, ...row.includeDirs.flatMap((dir) => ['-I', dir]), '--json'];
}

describe('ecuc parse over every dbc, oil, arxml and ldf file of the manifest (in process)', () => {
  it('covers the four formats', () => {
    expect(new Set(rows.map((row) => row.format))).toEqual(new Set(['dbc', 'oil', 'arxml', 'ldf']));
  });
  for (const row of rows) {
    const adapterExists = formatAdapters[row.format as keyof typeof formatAdapters] !== undefined;
    const test = adapterExists ? it : it.skip;
    test(`${row.path} (${row.expectation})${adapterExists ? '' : ' skipped: the format has no adapter yet'}`, async (context) => {
      const result = await ecuc(parseArgs(row));
      if (row.expectation === 'accept') {
        expect(result.code, result.stderr.split('\n')[0]).toBe(0);
        const printed = JSON.parse(result.stdout) as {
          format: string;
          summary: Record<string, number>;
          model: unknown;
        };
        expect(printed.format).toBe(row.format);
        expect(typeof printed.summary).toBe('object');
        expect(printed.model).toBeDefined();
      } else {
        // `reject`: a correct reader or checker refuses the file. Where the reader reads it and the
        // format has no checker (FormatAdapter.lint) yet, the test waits for that checker.
        if (result.code === 0 && !formatAdapters[row.format as keyof typeof formatAdapters]?.lint)
          context.skip(
            `the ${row.format} reader reads this file and the ${row.format} format has no checker yet`,
          );
        if (result.code === 0) {
          const lint = await ecuc(['lint', ...parseArgs(row).slice(1, -1)]);
          expect(lint.code).toBe(1);
          expect(lint.stdout.split('\n')[0]).toMatch(located);
          return;
        }
        expect(result.code).toBe(1);
        expect(result.stdout).toBe('');
        expect(result.stderr.split('\n')[0]).toMatch(located);
      }
    });
  }
});

describe('the built ecuc command (spawned)', () => {
  beforeAll(() => {
    execFileSync(
      process.execPath,
      [`${repository}node_modules/typescript/bin/tsc`, '-b', `${repository}packages/cli`],
      {
        stdio: 'pipe',
      },
    );
  }, 180_000);

  function spawnEcuc(args: string[]) {
    const run = spawnSync(process.execPath, [ecucBin, ...args], { encoding: 'utf8', cwd: corpus });
    return { code: run.status, stdout: run.stdout, stderr: run.stderr };
  }

  const sample = (format: string, expectation: string) =>
    rows.find(
      (row) => row.format === format && row.expectation === expectation && row.includeDirs.length === 0,
    );

  it('parses an accepted DBC to JSON with exit 0', () => {
    const row = sample('dbc', 'accept')!;
    const run = spawnEcuc(parseArgs(row));
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as { format: string; summary: { messages: number } };
    expect(printed.format).toBe('dbc');
    expect(printed.summary.messages).toBeGreaterThanOrEqual(0);
  });

  it('parses an OIL file with include folders', () => {
    const row = rows.find(
      (candidate) =>
        candidate.format === 'oil' && candidate.includeDirs.length > 0 && candidate.expectation === 'accept',
    )!;
    const run = spawnEcuc(parseArgs(row));
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ format: 'oil' });
  });

  for (const format of ['oil', 'arxml']) {
    it(`rejects a ${format} file with exit 1 and a located first stderr line`, async () => {
      let chosen: (typeof rows)[number] | undefined;
      for (const row of rows.filter(
        (candidate) => candidate.format === format && candidate.expectation === 'reject',
      ))
        if ((await ecuc(parseArgs(row))).code === 1) {
          chosen = row;
          break;
        }
      expect(chosen, `no ${format} file is rejected by ecuc parse`).toBeDefined();
      const run = spawnEcuc(parseArgs(chosen!));
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.split('\n')[0]).toMatch(located);
    });
  }

  it('rejects a broken DBC with the error position, and reads an empty one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'ecuc-parse-'));
    const broken = join(folder, 'broken.dbc');
    writeFileSync(broken, 'BO_ 1 M: 8 A\n SG_ S : 0|8@1+ (1,0) [0|0 "" A\n');
    const run = spawnEcuc(['parse', broken]);
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')[0]).toBe(`${broken}:2:28: expected ']', found a string`);
    const empty = join(folder, 'empty.dbc');
    writeFileSync(empty, '');
    expect(spawnEcuc(['parse', empty, '--json'])).toMatchObject({ code: 0 });
  });

  it('answers usage errors with exit 2', () => {
    expect(spawnEcuc(['parse']).code).toBe(2);
    expect(spawnEcuc(['parse', 'x.dbc', '--frobnicate']).code).toBe(2);
    expect(spawnEcuc(['parse', 'x.dbc', '--format', 'kcd']).code).toBe(2);
    expect(spawnEcuc(['frobnicate']).code).toBe(2);
  });
});
