import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { oilFormat, type OilFile, type OilObject } from '@ecuc/core/formats/oil';
import { formatAdapters, isFileFormat } from './formats.js';
import { NodeSourceFileSystem } from './fileSystem.js';
import { runEcuc } from './testing/run-ecuc.js';

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

const ecuc = runEcuc;

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
        // format has no checker yet (`ecuc lint` checks OIL with the OS checks, other formats with
        // FormatAdapter.lint), the test waits for that checker.
        const hasChecker =
          row.format === 'oil' ||
          formatAdapters[row.format as keyof typeof formatAdapters]?.lint !== undefined;
        if (result.code === 0 && !hasChecker)
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

/** The OS objects of an OIL file that a conversion must keep: tasks, priorities, alarms, counters. */
interface OsObjects {
  tasks: Record<string, string | undefined>;
  alarms: Record<string, string | undefined>;
  counters: Record<string, Record<string, string | undefined>>;
}

function osObjectsOf(model: OilFile): OsObjects {
  const objects = model.application?.objects ?? {};
  const attribute = (object: OilObject, name: string): string | undefined => {
    const value = object.attributes.find((a) => a.name === name)?.value;
    if (value === undefined) return undefined;
    if (value.kind === 'integer' || value.kind === 'float') return String(value.value);
    return 'value' in value ? String(value.value) : undefined;
  };
  const out: OsObjects = { tasks: {}, alarms: {}, counters: {} };
  for (const task of Object.values(objects.TASK ?? {})) out.tasks[task.name] = attribute(task, 'PRIORITY');
  for (const alarm of Object.values(objects.ALARM ?? {}))
    out.alarms[alarm.name] = attribute(alarm, 'COUNTER');
  for (const counter of Object.values(objects.COUNTER ?? {}))
    out.counters[counter.name] = Object.fromEntries(
      ['MAXALLOWEDVALUE', 'TICKSPERBASE', 'MINCYCLE'].map((name) => [name, attribute(counter, name)]),
    );
  return out;
}

function readOilModel(path: string, includeDirs: readonly string[]): OilFile {
  const read = oilFormat.read({
    file: path,
    bytes: readFileSync(path),
    includeDirs,
    fileSystem: new NodeSourceFileSystem(),
  });
  if (!read.model) throw new Error(`${path} does not read`);
  return read.model;
}

describe('ecuc convert .oil -> .arxml -> .oil over every accepted OIL file of the manifest', () => {
  const folder = mkdtempSync(join(tmpdir(), 'ecuc-os-convert-'));
  const oilRows = rows.filter((row) => row.format === 'oil' && row.expectation === 'accept');

  it('finds the rows', () => {
    expect(oilRows.length).toBeGreaterThan(100);
  });

  oilRows.forEach((row, index) => {
    it(row.path, async () => {
      const input = `${corpus}${row.path}`;
      const arxml = join(folder, `${index}.arxml`);
      const oil = join(folder, `${index}.oil`);
      const includes = row.includeDirs.flatMap((dir) => ['-I', dir]);
      const toArxml = await ecuc(['convert', input, arxml, ...includes]);
      expect(toArxml.code, toArxml.stderr.split('\n')[0]).toBe(0);
      expect(readFileSync(arxml, 'utf8')).toContain('/AUTOSAR/EcucDefs/Os</DEFINITION-REF>');
      const toOil = await ecuc(['convert', arxml, oil]);
      expect(toOil.code, toOil.stderr.split('\n')[0]).toBe(0);

      const original = osObjectsOf(readOilModel(input, row.includeDirs));
      const back = osObjectsOf(readOilModel(oil, []));
      expect(back.tasks).toEqual(original.tasks);
      expect(back.alarms).toEqual(original.alarms);
      // Every counter comes back as it was; a counter used but not defined (an OSEK target's
      // SystemCounter) comes back defined, as the Os import creates it.
      for (const [name, counter] of Object.entries(original.counters)) {
        const returned = back.counters[name];
        expect(returned, `counter ${name}`).toBeDefined();
        for (const [attributeName, value] of Object.entries(counter))
          if (value !== undefined) expect(returned?.[attributeName], `${name}.${attributeName}`).toBe(value);
      }
      const used = new Set(Object.values(original.alarms));
      for (const name of Object.keys(back.counters))
        if (!(name in original.counters)) expect(used.has(name), `counter ${name} appeared`).toBe(true);
    });
  });
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

  it('refuses an oil file the reader reads with exit 1 and a located first line (ecuc lint: the OS checks)', async () => {
    // goil's negative tests read as OIL; what refuses them is the OS checks of the imported Os.
    const row = rows.find(
      (candidate) =>
        candidate.format === 'oil' &&
        candidate.expectation === 'reject' &&
        candidate.includeDirs.length === 0,
    );
    expect(row, 'no oil file to reject').toBeDefined();
    const run = spawnEcuc(['lint', `${corpus}${row!.path}`]);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')[0]).toMatch(located);
  });

  for (const format of ['arxml']) {
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
