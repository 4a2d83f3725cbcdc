/**
 * The OIL reader on the real-file corpus, driven by MANIFEST.tsv: accepted files read without
 * errors and round-trip through the writer, rejected files are compared with goil's own findings.
 */
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SourceFileSystem } from '../adapter.js';
import { formatDiagnostic, type Diagnostic } from '../diagnostic.js';
import { readOil, writeOil, type OilAttributeValue, type OilFile, type OilValue } from './index.js';

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

function goilFindings(row: ManifestRow): GoilFinding[] {
  const expectedPath = corpusDir + row.path.replace(/\.oil$/, '.goil-expected.txt');
  if (!existsSync(expectedPath)) return [];
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

/**
 * goil findings our reader does not make, each with the reason and the check that will make it.
 * They are rules of AUTOSAR OS / OSEK semantics over several objects, which the Os module's rules
 * (packages/core/src/modules/os/rules.ts, the AUTOSAR OS checks 0001-0051 of the verification)
 * apply to the containers an OIL upload produces; a reader of OIL syntax and types has no business
 * guessing them.
 */
const OS_SEMANTIC_RULES: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /impossible to increment a hardware counter/,
    reason: 'OS285: INCREMENTCOUNTER on a hardware counter; Os counter rules',
  },
  {
    pattern: /can't set an Event to a basic task/,
    reason: 'SETEVENT needs an extended task (one with EVENTs); Os task/alarm rules',
  },
  {
    pattern: /should have at least one Task OR ISR2/,
    reason: 'OS445: OS-Application content; Os application rules',
  },
  {
    pattern: /doesn't belong to the same application/,
    reason: 'OS-Application ownership of referenced objects; Os application rules',
  },
  {
    pattern:
      /^OS\d{3} - .*(expiry point|EXPIRY_POINT|schedule table|SCHEDULETABLE|[Dd]elay|autostart's offset|Counter is not defined|OFFSET)/,
    reason:
      'AUTOSAR OS schedule table rules (expiry points, offsets, delays against MINCYCLE and MAXALLOWEDVALUE, implicit/explicit sync); Os schedule table rules',
  },
  {
    pattern: /synchronized schedule table shall be repeating/,
    reason: 'sync schedule table must be PERIODIC; Os schedule table rules',
  },
  {
    pattern: /PRECISION attribute is missing|PRECISION has a wrong datatype/,
    reason: 'PRECISION required by explicit synchronisation; Os schedule table rules',
  },
  {
    pattern: /MASK conflicts|with MASK of event|uses more than/,
    reason: 'event mask allocation per task; Os event rules',
  },
  {
    pattern: /Was previously define here|was defined here/,
    reason: 'second line of a duplicate finding; our duplicate message names the first place',
  },
];

/** goil findings about one attribute given twice: the reader reports OIL_DUPLICATE_ATTRIBUTE. */
const DUPLICATE_RULE = /^(?:OS\d+ - )?(\w+) (?:attribute already defined|Redefinition)/;

describe('OIL corpus: rejected files compared with goil', () => {
  it.each(rejectRows.map((row) => [row.path, row] as const))('%s', (_path, row) => {
    const result = read(row);
    const ours = result.diagnostics;
    for (const d of ours) {
      expect(d.file.length).toBeGreaterThan(0);
      expect(d.line).toBeGreaterThan(0);
      expect(d.col).toBeGreaterThan(0);
    }
    const goil = goilFindings(row);
    expect(goil.length).toBeGreaterThan(0);
    const lines = readFileSync(corpusDir + row.path, 'utf8').split(/\r?\n/);
    let seenBySemantics = 0;
    for (const finding of goil) {
      const duplicate = DUPLICATE_RULE.exec(finding.message);
      if (duplicate) {
        const attribute = duplicate[1] as string;
        const found = ours.filter(
          (d) => d.code === 'OIL_DUPLICATE_ATTRIBUTE' && d.message.startsWith(`${attribute} `),
        );
        expect(found.length, `no duplicate finding for ${attribute}`).toBeGreaterThan(0);
        if ((lines[finding.line - 1] ?? '').includes(attribute)) {
          expect(found.map((d) => d.line)).toContain(finding.line);
        } else {
          // The goil-expected file was made from another revision of this test: its lines do not
          // hold the attribute it names (e.g. line 87 is `TASK = t1;` where goil says PERIODIC).
          // Each such duplicate must then sit on a line that does hold the attribute.
          for (const d of found) expect(lines[d.line - 1] ?? '').toContain(attribute);
        }
        continue;
      }
      const rule = OS_SEMANTIC_RULES.find((r) => r.pattern.test(finding.message));
      expect(
        rule,
        `goil finding not classified: ${finding.line}:${finding.col}: ${finding.message}`,
      ).toBeDefined();
      seenBySemantics++;
    }
    // Either we reject the file ourselves (an error located in it), or every goil error is one
    // of the OS rules above, documented with the check that will catch it.
    const ourErrors = errorsOf(ours);
    if (ourErrors.length === 0) {
      const duplicates = ours.filter((d) => d.code === 'OIL_DUPLICATE_ATTRIBUTE');
      expect(seenBySemantics + duplicates.length).toBeGreaterThan(0);
    } else {
      expect(ourErrors.some((d) => d.file === row.path)).toBe(true);
    }
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
