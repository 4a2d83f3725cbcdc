/**
 * The OIL reader on the real-file corpus, driven by MANIFEST.tsv: accepted files read without
 * errors and round-trip through the writer; rejected files are refused with located errors, and
 * where goil's expected output sits beside one, each of goil's errors is among ours (reading, the
 * Os import and the verification of what it imports).
 */
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SourceFileSystem } from '../adapter.js';
import { formatDiagnostic, type Diagnostic, type Severity } from '../diagnostic.js';
import { goilFaultCode, oilFileFindings, type OilFileFinding } from '../../modules/os/rules/goil-faults.js';
import {
  readOil,
  writeOil,
  type OilAttributeValue,
  type OilFile,
  type OilObject,
  type OilStructValue,
  type OilValue,
} from './index.js';

const corpusDir = fileURLToPath(new URL('../../../../../../shared/corpus/', import.meta.url));

/** Reads corpus files in place; paths are relative to the corpus folder. */
const corpusFileSystem: SourceFileSystem = {
  read(path) {
    const full = corpusDir + path;
    try {
      return statSync(full).isFile() ? readFileSync(full) : undefined;
    } catch {
      return undefined;
    }
  },
};

interface ManifestRow {
  path: string;
  format: string;
  expect: string;
  includeDirs: string[];
}

const manifest: ManifestRow[] = readFileSync(corpusDir + 'MANIFEST.tsv', 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [path = '', format = '', expectation = '', include = '-'] = line.split('\t');
    return { path, format, expect: expectation, includeDirs: include === '-' ? [] : include.split(':') };
  });

function read(row: ManifestRow) {
  return readOil(
    {
      file: row.path,
      bytes: readFileSync(corpusDir + row.path),
      includeDirs: row.includeDirs,
      fileSystem: corpusFileSystem,
    },
    { language: 'en_us' },
  );
}

const errorsOf = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.severity === 'error');

/**
 * An include the corpus cannot satisfy: the named file exists at none of the places the OIL
 * rules send us to. machines/posix/linux/arch.oil includes "../../../common/arch.oil", which
 * resolves to tests/common/arch.oil (absent upstream too; the file sits in tests/machines/common/),
 * and the multicore tests include <watchdog.oil>, which only the ppc machine folder holds while
 * their rows give the posix include folders. Each such row is still read; these errors are the
 * corpus's, and every other finding must be absent.
 */
function isCorpusIncludeDefect(d: Diagnostic, row: ManifestRow): boolean {
  if (d.code !== 'OIL_INCLUDE_NOT_FOUND') return false;
  const name = /included file (.+)$/.exec(d.message)?.[1] ?? '';
  const from = d.file.slice(0, d.file.lastIndexOf('/') + 1);
  const candidates = [from + name, ...row.includeDirs.map((dir) => `${dir}/${name}`)];
  return candidates.every((candidate) => !existsSync(corpusDir + candidate));
}

const oilRows = manifest.filter((row) => row.format === 'oil');
const acceptRows = oilRows.filter((row) => row.expect === 'accept');
const rejectRows = oilRows.filter((row) => row.expect === 'reject');
const includeRows = manifest.filter((row) => row.format === 'oil-include');

describe('OIL corpus: accepted files', () => {
  it('finds the rows', () => {
    expect(acceptRows.length).toBeGreaterThan(100);
    expect(rejectRows.length).toBeGreaterThan(5);
  });

  it.each(acceptRows.map((row) => [row.path, row] as const))('%s reads without errors', (_path, row) => {
    const result = read(row);
    expect(result.model).toBeDefined();
    expect(errorsOf(result.diagnostics).map(formatDiagnostic)).toEqual([]);
    // Includes the corpus cannot satisfy are warnings, and only where the file truly is absent.
    for (const d of result.diagnostics.filter((x) => x.code === 'OIL_INCLUDE_NOT_FOUND')) {
      expect(isCorpusIncludeDefect(d, row), formatDiagnostic(d)).toBe(true);
    }
    expect(result.model?.application).toBeDefined();
  });

  it('counts the objects of the generated 250-task application', () => {
    const row = acceptRows.find((r) => r.path.endsWith('big-250-tasks.oil'));
    if (!row) return;
    const model = read(row).model as OilFile;
    const tasks = model.application?.objects.TASK ?? {};
    expect(Object.keys(tasks)).toHaveLength(250);
  });
});

// ------------------------------------------------------------------ round trip

function stripValue(value: OilValue): unknown {
  if (value.kind === 'boolean' || value.kind === 'identifier' || value.kind === 'struct') {
    return { ...value, attributes: stripAttributes(value.attributes) };
  }
  return value;
}
function stripAttributes(attributes: readonly OilAttributeValue[]): unknown[] {
  return attributes.map((a) => ({ name: a.name, description: a.description, value: stripValue(a.value) }));
}
/** The application without source positions. */
function applicationShape(model: OilFile | undefined): unknown {
  const application = model?.application;
  if (!application) return undefined;
  const objects: Record<string, Record<string, unknown>> = {};
  for (const [type, byName] of Object.entries(application.objects)) {
    objects[type] = {};
    for (const [name, object] of Object.entries(byName)) {
      (objects[type] as Record<string, unknown>)[name] = {
        type: object.type,
        name: object.name,
        description: object.description,
        attributes: stripAttributes(object.attributes),
      };
    }
  }
  return { cpuName: application.cpuName, description: application.description, objects };
}
/** The implementation part without positions, as JSON with positions removed. */
function implementationShape(model: OilFile | undefined): unknown {
  return JSON.parse(
    JSON.stringify(model?.implementation ?? {}, (key, value: unknown) =>
      key === 'position' ? undefined : value,
    ),
  );
}

describe('OIL corpus: write then read gives the same model', () => {
  it.each(acceptRows.map((row) => [row.path, row] as const))('%s', (_path, row) => {
    const first = read(row).model;
    const text = writeOil(first as OilFile);
    const again = readOil(
      { file: 'written.oil', bytes: new TextEncoder().encode(text) },
      { language: 'en_us' },
    );
    expect(errorsOf(again.diagnostics).map(formatDiagnostic)).toEqual([]);
    expect(applicationShape(again.model)).toEqual(applicationShape(first));
    expect(implementationShape(again.model)).toEqual(implementationShape(first));
    expect(again.model?.oilVersion).toBe(first?.oilVersion);
    // The canonical text is a fixed point.
    expect(writeOil(again.model as OilFile)).toBe(text);
  });
});

// ------------------------------------------------------------------ rejected files and goil

interface GoilFinding {
  line: number;
  col: number;
  severity: string;
  message: string;
}

const goilExpectedPath = (row: ManifestRow): string =>
  corpusDir + row.path.replace(/\.oil$/, '.goil-expected.txt');

/** goil's findings beside a rejected file (`<name>.goil-expected.txt`); undefined without one. */
function goilFindings(row: ManifestRow): GoilFinding[] | undefined {
  const expectedPath = goilExpectedPath(row);
  if (!existsSync(expectedPath)) return undefined;
  const findings: GoilFinding[] = [];
  for (const line of readFileSync(expectedPath, 'utf8').split('\n')) {
    const match = /^[^:]+:(\d+):(\d+): (error|warning): (.*)$/.exec(line);
    if (match)
      findings.push({
        line: Number(match[1]),
        col: Number(match[2]),
        severity: match[3] as string,
        message: match[4] as string,
      });
  }
  return findings;
}

/** Every named value of an attribute list and of its sub-attributes (`EXPIRY_POINT ep1 { .. }`). */
function structsIn(
  attributes: readonly OilAttributeValue[],
): { struct: OilStructValue; at: OilAttributeValue }[] {
  const out: { struct: OilStructValue; at: OilAttributeValue }[] = [];
  for (const attribute of attributes) {
    const value = attribute.value;
    if (value.kind === 'struct') out.push({ struct: value, at: attribute });
    if (value.kind === 'struct' || value.kind === 'identifier' || value.kind === 'boolean')
      out.push(...structsIn(value.attributes));
  }
  return out;
}

const objectsOf = (model: OilFile): OilObject[] =>
  Object.values(model.application?.objects ?? {}).flatMap((byName) => Object.values(byName));

/**
 * Where the objects of a file are: each object (each part of a split one) and each named value
 * opens at its name, and a line belongs to the last object opened before it (and to the last
 * named value opened inside that object).
 */
class ObjectLines {
  private readonly objects: { line: number; name: string }[] = [];
  private readonly values: { line: number; name: string }[] = [];
  readonly names = new Set<string>();

  constructor(model: OilFile, file: string) {
    for (const object of objectsOf(model)) {
      this.names.add(object.name);
      for (const at of object.definitions)
        if (at.file === file) this.objects.push({ line: at.line, name: object.name });
      for (const { struct, at } of structsIn(object.attributes)) {
        this.names.add(struct.name);
        if (at.position.file === file) this.values.push({ line: at.position.line, name: struct.name });
      }
    }
    this.objects.sort((a, b) => a.line - b.line);
    this.values.sort((a, b) => a.line - b.line);
  }

  /** The object (and named value) a line of the file lies in. */
  at(line: number): string[] {
    const object = this.objects.filter((o) => o.line <= line).at(-1);
    if (!object) return [];
    const value = this.values.filter((v) => v.line <= line && v.line >= object.line).at(-1);
    return value ? [object.name, value.name] : [object.name];
  }

  /** The names of the file's objects and named values a text mentions. */
  in(text: string): string[] {
    return (text.match(/[A-Za-z_]\w*/g) ?? []).filter((word) => this.names.has(word));
  }
}

/** Whether one of our findings is where goil's is: on its line, or naming an object goil names. */
function samePlace(ours: OilFileFinding, goil: GoilFinding, file: string, lines: ObjectLines): boolean {
  if (ours.file === file && ours.line === goil.line) return true;
  const goilNames = new Set([...lines.at(goil.line), ...lines.in(goil.message)]);
  const ourNames = [
    ...(ours.file === file ? lines.at(ours.line) : []),
    ...lines.in(ours.message),
    ...(ours.path?.split('/') ?? []),
  ];
  return ourNames.some((name) => goilNames.has(name));
}

const scheduleTable = (model: OilFile, name: string) => model.application?.objects.SCHEDULETABLE?.[name];
const expiryPoints = (attributes: readonly OilAttributeValue[]) =>
  attributes.flatMap((a) => (a.name === 'EXPIRY_POINT' && a.value.kind === 'struct' ? [a.value] : []));
const offsetsOf = (point: OilStructValue) => point.attributes.filter((a) => a.name === 'OFFSET').length;

/**
 * goil errors the file is not refused for by the code `goilFaultCode` gives, where goil says, with
 * what we report instead (or nothing) and why. Each applies only where its condition holds in the
 * file; any other goil error must be among our errors, at goil's line or naming an object goil names.
 */
const GOIL_EXCEPTIONS: {
  pattern: RegExp;
  /** Whether it applies to this goil finding of this file. */
  applies?: (model: OilFile, goil: GoilFinding) => boolean;
  /**
   * What we report instead: a finding with this code and severity, at goil's line or on an object
   * goil names unless `at` says where it is instead, and that `matches` when given.
   */
  instead?: {
    code: string;
    severity: Severity;
    at?: (ours: OilFileFinding, goil: GoilFinding, model: OilFile) => boolean;
    matches?: (ours: OilFileFinding, goil: GoilFinding) => boolean;
  };
  reason: string;
}[] = [
  {
    pattern: /(\w+) attribute already defined|^Was previously define here/,
    instead: {
      code: 'OIL_DUPLICATE_ATTRIBUTE',
      severity: 'warning',
      matches: (ours, goil) => {
        const name = /(\w+) attribute already defined/.exec(goil.message)?.[1];
        return name === undefined || ours.message.startsWith(`${name} `);
      },
    },
    reason:
      "goil's schedule table checks refuse PERIODIC or COUNTER given twice; the reader warns about any single-valued standard attribute given twice (goil itself accepts STATUS given twice in its functional tests), and the Os import keeps one value",
  },
  {
    pattern: /OS442 - OFFSET Redefinition|^was defined here/,
    applies: (model) =>
      objectsOf(model).some((object) =>
        structsIn(object.attributes).some(({ struct }) => offsetsOf(struct) > 1),
      ),
    instead: {
      code: 'OIL_DUPLICATE_ATTRIBUTE',
      severity: 'warning',
      matches: (ours) => ours.message.startsWith('OFFSET '),
    },
    reason:
      'goil reports an OFFSET given twice in one expiry point as OS442; the reader warns about the repeated attribute and the expiry point keeps one offset, so OS0040 (two expiry points of a table at one offset) has nothing to report',
  },
  {
    pattern: /OS404 - OFFSET is missing for expiry point/,
    applies: (model, goil) => {
      const name = /expiry point (\w+)/.exec(goil.message)?.[1];
      return objectsOf(model).some((object) =>
        structsIn(object.attributes).some(({ struct }) => struct.name === name && offsetsOf(struct) === 0),
      );
    },
    reason:
      'the Os definition gives OsScheduleTblExpPointOffset a default of 0: an expiry point without OFFSET stands at offset 0, and no mandatory value is missing',
  },
  {
    pattern: /OS401 - no EXPIRY_POINT found for SCHEDULETABLE/,
    applies: (model, goil) => {
      const table = scheduleTable(model, /SCHEDULETABLE (\w+)/.exec(goil.message)?.[1] ?? '');
      const points = expiryPoints(table?.attributes ?? []);
      return points.length > 0 && points.every((point) => offsetsOf(point) === 0);
    },
    reason:
      'goil leaves out an expiry point without OFFSET (OS404) and then finds the table empty; here that expiry point stands at offset 0 (see OS404), so the table has one',
  },
  {
    pattern: /Event (\w+) uses more than 32 bits/,
    applies: (model, goil) => {
      const event = model.application?.objects.EVENT?.[/Event (\w+)/.exec(goil.message)?.[1] ?? ''];
      return event?.attributes.some((a) => a.name === 'MASK' && a.value.kind === 'auto') ?? false;
    },
    instead: {
      code: 'OS0012',
      severity: 'error',
      at: (ours, goil, model) => {
        const event = /Event (\w+)/.exec(goil.message)?.[1];
        return Object.values(model.application?.objects.TASK ?? {}).some(
          (task) =>
            ours.message.includes(` ${task.name} `) &&
            task.attributes.some(
              (a) => a.name === 'EVENT' && a.value.kind === 'identifier' && a.value.value === event,
            ),
        );
      },
    },
    reason:
      'goil gives AUTO masks their bits and finds none left for this event; AUTO masks are the generator’s, so OS0014 checks written masks only, and the task that cannot give each of its events a bit is refused by counting them (OS0012: fewer than 32 events per task)',
  },
];

describe('OIL corpus: rejected files', () => {
  it.each(rejectRows.map((row) => [row.path, row] as const))('%s', (_path, row) => {
    const result = read(row);
    const findings = oilFileFindings(result);
    for (const f of findings) {
      expect(f.file.length).toBeGreaterThan(0);
      expect(f.line, `${f.code} ${f.message}`).toBeGreaterThan(0);
      expect(f.col, `${f.code} ${f.message}`).toBeGreaterThan(0);
    }
    const errors = findings.filter((f) => f.severity === 'error');
    const describeAll = (list: readonly OilFileFinding[]) =>
      list.map((f) => `${f.file}:${f.line}:${f.col}: ${f.code} ${f.message}`).join('\n');
    // Refused, with an error located in the file itself.
    expect(
      errors.some((f) => f.file === row.path),
      describeAll(findings),
    ).toBe(true);

    const goil = goilFindings(row);
    if (goil === undefined) return;
    // A file the reader could not make a model of is held to goil's faults all the same.
    const model: OilFile = result.model ?? {
      implementation: { name: '', objectTypes: {} },
      includedFiles: [],
    };
    const lines = new ObjectLines(model, row.path);
    const explained = new Set<string>();
    const goilErrors = goil.filter((g) => g.severity === 'error');
    expect(goilErrors.length).toBeGreaterThan(0);
    for (const g of goilErrors) {
      const what = `goil ${g.line}:${g.col}: ${g.message}`;
      const code = goilFaultCode(g.message);
      expect(code, `${what}: no code for it (GOIL_FAULTS)`).toBeDefined();
      if (code === undefined) continue;
      explained.add(code);
      const found = errors.filter((f) => f.code === code);
      if (found.some((f) => samePlace(f, g, row.path, lines))) continue;
      const exception = GOIL_EXCEPTIONS.find(
        (e) => e.pattern.test(g.message) && (e.applies?.(model, g) ?? true),
      );
      expect(
        exception,
        `${what}: ${code} is not among our errors at line ${g.line} or on an object goil names:\n${describeAll(errors)}`,
      ).toBeDefined();
      const instead = exception?.instead;
      if (!instead) continue;
      explained.add(instead.code);
      const insteadFound = findings.filter(
        (f) =>
          f.code === instead.code &&
          f.severity === instead.severity &&
          (instead.at ? instead.at(f, g, model) : samePlace(f, g, row.path, lines)) &&
          (instead.matches?.(f, g) ?? true),
      );
      expect(
        insteadFound,
        `${what}: ${instead.code} expected instead (${exception?.reason ?? ''}):\n${describeAll(findings)}`,
      ).not.toEqual([]);
    }
    // Every error of ours is the code of one of goil's errors (or what we report instead of one).
    const unexplained = errors.filter((f) => !explained.has(f.code));
    expect(describeAll(unexplained)).toBe('');
  });
});

// ------------------------------------------------------------------ included files

describe('OIL corpus: files meant to be included', () => {
  /** A fragment is read by including it where it belongs: an attribute list, or ENUM values. */
  function readFragment(row: ManifestRow, wrapper: string) {
    const text = wrapper.replace('FRAGMENT', `#include "${row.path.split('/').pop() ?? ''}"`);
    const file = row.path.replace(/[^/]+$/, '<fragment>.oil');
    return readOil(
      {
        file,
        bytes: new TextEncoder().encode(text),
        includeDirs: row.includeDirs,
        fileSystem: corpusFileSystem,
      },
      { language: 'en_us' },
    );
  }

  it('every one reads without an exception, as a whole file or as a fragment', () => {
    let clean = 0;
    const notClean: string[] = [];
    for (const row of includeRows) {
      const attempts = [
        read(row),
        readFragment(row, 'OIL_VERSION = "2.5"; IMPLEMENTATION fragment { OS { FRAGMENT }; };'),
        readFragment(
          row,
          'OIL_VERSION = "2.5"; IMPLEMENTATION fragment { OS { ENUM [ FRAGMENT ] VALUE; }; };',
        ),
      ];
      for (const attempt of attempts) {
        for (const d of attempt.diagnostics) expect(d.line).toBeGreaterThan(0);
      }
      const byErrors = [...attempts].sort(
        (a, b) => errorsOf(a.diagnostics).length - errorsOf(b.diagnostics).length,
      );
      const best = byErrors[0];
      const firstError = best ? errorsOf(best.diagnostics)[0] : undefined;
      if (!firstError) clean++;
      else notClean.push(`${row.path}: ${formatDiagnostic(firstError)}`);
    }
    // What remains needs a target's own files (interruptSources.oil, objects defined by the
    // target) that the row's include folders do not reach.
    expect(clean).toBeGreaterThan(includeRows.length * 0.85);
    for (const line of notClean)
      expect(line).toMatch(/cannot find the included file|refers to|is not a value/);
  });
});
