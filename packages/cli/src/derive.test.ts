import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runEcuc } from './testing/run-ecuc.js';

const folder = mkdtempSync(join(tmpdir(), 'ecuc-derive-'));
function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

const oil = file(
  'derive.oil',
  [
    'OIL_VERSION = "2.5";',
    'CPU demo {',
    '  OS config { STATUS = EXTENDED; };',
    '  APPMODE std { };',
    '  TASK Init { PRIORITY = 3; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = TRUE { APPMODE = std; }; FOO = 1; };',
    '  TASK Worker { PRIORITY = 2; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; };',
    '};',
    '',
  ].join('\n'),
);

describe('ecuc derive', () => {
  it('derives the Os from an OIL file through its importer and reports what was made', async () => {
    const run = await runEcuc(['derive', oil, '--json', '--lang', 'en_us']);
    expect(run.code, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as {
      modules: { module: string; importer: string; created: number; facts: Record<string, unknown> }[];
      notUnderstood: string[];
    };
    expect(printed.modules).toHaveLength(1);
    expect(printed.modules[0]).toMatchObject({ module: 'Os', importer: 'oil', facts: { osType: 'OSEK' } });
    expect(printed.modules[0]!.created).toBeGreaterThanOrEqual(4);
    expect(printed.notUnderstood.some((line) => /derive\.oil:5:\d+: .*FOO/.test(line))).toBe(true);
  });

  it('writes the derived configuration as ECUC values with --out', async () => {
    const out = join(folder, 'derived.arxml');
    const run = await runEcuc(['derive', oil, '--out', out]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Os \(oil\): \d+ created, 0 changed, 0 removed/);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('<SHORT-NAME>Worker</SHORT-NAME>');
    expect((await runEcuc(['verify', out])).code).toBe(0);
  });

  it('answers 1 with the located error for a broken file, and 2 for a file no module reads', async () => {
    const broken = file('broken.oil', 'CPU demo {\n  TASK T { PRIORITY = ; };\n};\n');
    const never = join(folder, 'never.arxml');
    const run = await runEcuc(['derive', broken, '--out', never]);
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')[0]).toMatch(/broken\.oil:2:\d+: /);
    expect(existsSync(never)).toBe(false);
    expect((await runEcuc(['derive', file('bus.xyz', 'x')])).code).toBe(2);
    expect((await runEcuc(['derive', oil, '--option', 'novalue'])).code).toBe(2);
    expect((await runEcuc(['derive', oil, '--out', join(folder, 'x.oil')])).code).toBe(2);
  });
});
