import { describe, it, expect } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArguments, UsageError } from './commandLine.js';
import { formatOfPath } from './formats.js';
import { NodeSourceFileSystem } from './fileSystem.js';
import { runEcuc } from './testing/run-ecuc.js';

const corpus = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));

const ecuc = runEcuc;

const folder = mkdtempSync(join(tmpdir(), 'ecuc-cli-'));
function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

const goodDbc = file(
  'good.dbc',
  [
    'VERSION ""',
    'BU_: ECU1 ECU2',
    'BO_ 100 Status: 8 ECU1',
    ' SG_ Speed : 0|16@1+ (0.1,0) [0|6553.5] "km/h" ECU2',
    ' SG_ Gear : 16|4@1+ (1,0) [0|15] "" ECU2',
    'BO_ 2147483848 Diag: 8 ECU2',
    ' SG_ Code : 0|8@1+ (1,0) [0|255] "" ECU1',
    'CM_ SG_ 100 Speed "vehicle speed";',
    '',
  ].join('\n'),
);
const overlappingDbc = file(
  'overlap.dbc',
  'BU_: A\nBO_ 1 M: 8 A\n SG_ X : 0|8@1+ (1,0) [0|0] "" A\n SG_ Y : 4|8@1+ (1,0) [0|0] "" Ghost\n',
);

describe('ecuc parse', () => {
  it('prints the summary, or {format, summary, model} with --json', async () => {
    const plain = await ecuc(['parse', goodDbc]);
    expect(plain).toMatchObject({
      code: 0,
      stdout: `${goodDbc}: dbc, 2 messages, 3 signals, 2 nodes\n`,
      stderr: '',
    });
    const json = await ecuc(['parse', goodDbc, '--json']);
    const printed = JSON.parse(json.stdout) as {
      format: string;
      summary: unknown;
      model: { messages: { name: string; extended: boolean; signals: { comment?: string }[] }[] };
    };
    expect(printed.format).toBe('dbc');
    expect(printed.summary).toEqual({ messages: 2, signals: 3, nodes: 2 });
    expect(printed.model.messages.map((m) => [m.name, m.extended])).toEqual([
      ['Status', false],
      ['Diag', true],
    ]);
    expect(printed.model.messages[0]!.signals[0]!.comment).toBe('vehicle speed');
  });

  it('takes the format from --format when the extension says nothing', async () => {
    const noExtension = file('matrix', readFileSync(goodDbc, 'utf8'));
    expect((await ecuc(['parse', noExtension])).code).toBe(2);
    expect((await ecuc(['parse', '--format=dbc', noExtension])).code).toBe(0);
    expect((await ecuc(['parse', '--format', 'dbc', noExtension, '--json'])).code).toBe(0);
  });

  it('prints warnings on stderr and still exits 0', async () => {
    const warned = file('warned.dbc', 'BO_ 1 M: 8 A\nFOO_ bar;\n');
    const result = await ecuc(['parse', warned]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(`${warned}:2:1: unknown section FOO_, kept as text\n`);
  });

  it('exits 1 on errors, errors first on stderr, nothing on stdout', async () => {
    const broken = file('broken.dbc', 'FOO_ bar;\nBO_ 1 M: 8 A\n SG_ S : 0|8@1+ (1,0) [0|0] A\n');
    const result = await ecuc(['parse', broken, '--json']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')).toEqual([
      `${broken}:3:29: expected the unit, found 'A'`,
      `${broken}:1:1: unknown section FOO_, kept as text`,
      '',
    ]);
  });

  it('answers usage errors with exit 2 and the usage', async () => {
    const missing = await ecuc(['parse']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('ecuc parse: missing FILE argument');
    expect(missing.stderr).toContain('Usage: ecuc parse FILE');
    expect((await ecuc(['parse', goodDbc, '--bogus'])).stderr).toContain("unknown option '--bogus'");
    expect((await ecuc(['parse', goodDbc, '--format', 'kcd'])).stderr).toContain("unknown format 'kcd'");
    expect((await ecuc(['parse', goodDbc, '--format'])).code).toBe(2);
    expect((await ecuc(['parse', join(folder, 'absent.dbc')])).stderr).toContain('cannot read');
    expect((await ecuc(['parse', goodDbc, 'extra.dbc'])).code).toBe(2);
  });

  it('shows a command usage with --help', async () => {
    const help = await ecuc(['parse', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: ecuc parse FILE [--format dbc|oil|arxml|ldf] [-I DIR]... [--json]');
  });
});

describe('ecuc lint', () => {
  it('prints findings as file:line:col: CODE message and exits 1 on errors', async () => {
    const result = await ecuc(['lint', overlappingDbc]);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')).toEqual([
      `${overlappingDbc}:4:2: DBC_L001 signal Y overlaps signal X in message M`,
      `${overlappingDbc}:4:2: DBC_L007 receiver Ghost of signal Y is not a node on BU_`,
      '',
    ]);
  });

  it('exits 0 for a clean file with no output', async () => {
    expect(await ecuc(['lint', goodDbc])).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('exits 0 when there are only warnings', async () => {
    const warnings = file('warn.dbc', 'BU_: A\nBO_ 1 M: 8 Nobody\n');
    const result = await ecuc(['lint', warnings]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `${warnings}:2:1: DBC_L006 transmitter Nobody of message M is not a node on BU_\n`,
    );
  });

  it('reports syntax errors of the file and exits 1', async () => {
    const broken = file('lint-broken.dbc', 'BO_ x\n');
    const result = await ecuc(['lint', broken]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`${broken}:1:5: DBC_SYNTAX expected a message id, found 'x'\n`);
  });
});

describe('ecuc lint of OIL: the OS checks', () => {
  const isrOil = (priority2: number) =>
    [
      'OIL_VERSION = "2.5";',
      'CPU demo {',
      '  OS config { STATUS = EXTENDED; };',
      '  APPMODE std { };',
      '  TASK Init { PRIORITY = 1; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = TRUE { APPMODE = std; }; };',
      '  ISR Can_Rx { CATEGORY = 2; PRIORITY = 5; };',
      `  ISR Can_Tx { CATEGORY = 2; PRIORITY = ${priority2}; };`,
      '};',
      '',
    ].join('\n');
  const sameIsrPriority = file('isr-same.oil', isrOil(5));

  it('exits 0 for a consistent OIL file', async () => {
    const clean = file('isr-clean.oil', isrOil(6));
    const result = await ecuc(['lint', clean, '--chip', 'TC275']);
    expect(result.stdout.split('\n').filter((line) => / OS\d{4} /.test(line))).toEqual([]);
    expect(result.code, result.stdout).toBe(0);
  });

  it('checks ISR priorities only for a chip of the catalogue (--chip)', async () => {
    const free = await ecuc(['lint', sameIsrPriority, '--lang', 'en_us']);
    expect(free.code, free.stdout).toBe(0);
    expect(free.stdout).not.toContain('OS0024');
    const chip = await ecuc(['lint', sameIsrPriority, '--chip', 'TC275', '--lang', 'en_us']);
    expect(chip.code).toBe(1);
    // Located at the second ISR (line 7), the message in the language asked for.
    expect(chip.stdout.split('\n')[0]).toMatch(
      new RegExp(
        `^${sameIsrPriority.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:7:\\d+: OS0024 ISR Can_Tx has priority 5, the same as ISR Can_Rx`,
      ),
    );
    const chinese = await ecuc(['lint', sameIsrPriority, '--chip', 'TC275']);
    expect(chinese.stdout.split('\n')[0]).toContain('OS0024 中断 Can_Tx 的优先级 5');
  });

  it('locates OS findings in the OIL text, errors first', async () => {
    const oil = file(
      'alarm-basic.oil',
      [
        'OIL_VERSION = "2.5";',
        'CPU demo {',
        '  OS config { STATUS = EXTENDED; };',
        '  APPMODE std { };',
        '  EVENT Ev { MASK = AUTO; };',
        '  TASK Basic { PRIORITY = 1; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; };',
        '  COUNTER C { MAXALLOWEDVALUE = 100; TICKSPERBASE = 1; MINCYCLE = 1; };',
        '  ALARM A { COUNTER = C; ACTION = SETEVENT { TASK = Basic; EVENT = Ev; }; AUTOSTART = FALSE; };',
        '};',
        '',
      ].join('\n'),
    );
    const result = await ecuc(['lint', oil, '--lang', 'en_us']);
    expect(result.code).toBe(1);
    const first = result.stdout.split('\n')[0]!;
    expect(first).toMatch(/:8:\d+: OS0010 /);
    expect(first.startsWith(`${oil}:`)).toBe(true);
  });

  it('reports reader errors before any OS check', async () => {
    const broken = file('broken.oil', 'CPU demo {\n  TASK T { PRIORITY = ; };\n};\n');
    const result = await ecuc(['lint', broken]);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')[0]).toMatch(new RegExp(`^.*broken\\.oil:2:\\d+: \\S+ `));
    expect(result.stdout).not.toMatch(/ OS\d{4} /);
  });

  it('answers an unknown chip or language, and --chip on other formats, with exit 2', async () => {
    const chip = await ecuc(['lint', sameIsrPriority, '--chip', 'Z80']);
    expect(chip.code).toBe(2);
    expect(chip.stderr).toContain("unknown chip 'Z80' (known: CYT2B9, TC233, TC275");
    expect((await ecuc(['lint', sameIsrPriority, '--lang', 'fr'])).code).toBe(2);
    // ECUC values are checked with `ecuc verify --chip`.
    expect((await ecuc(['lint', file('values.arxml', '<AUTOSAR/>\n'), '--chip', 'TC275'])).code).toBe(2);
  });
});

describe('ecuc convert', () => {
  it('writes canonical DBC that reads back with the same summary', async () => {
    const output = join(folder, 'out.dbc');
    const result = await ecuc(['convert', goodDbc, output]);
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    const written = readFileSync(output, 'utf8');
    expect(written).toContain('BO_ 2147483848 Diag: 8 ECU2\n SG_ Code : 0|8@1+ (1,0) [0|255] "" ECU1\n');
    expect((await ecuc(['parse', output])).stdout).toBe(`${output}: dbc, 2 messages, 3 signals, 2 nodes\n`);
    // Converting the canonical text again changes nothing.
    const again = join(folder, 'again.dbc');
    await ecuc(['convert', output, again]);
    expect(readFileSync(again, 'utf8')).toBe(written);
  });

  it('writes canonical OIL', async () => {
    const input = `${corpus}oil/generated/big-250-tasks.oil`;
    const output = join(folder, 'out.oil');
    const result = await ecuc(['convert', input, output]);
    expect(result.code, result.stderr).toBe(0);
    const summaryOf = async (path: string) => (await ecuc(['parse', path])).stdout.replace(/^[^:]*: /, '');
    expect(await summaryOf(output)).toBe(await summaryOf(input));
  });

  it('converts OIL to ECUC values of the Os module and back', async () => {
    const oil = file(
      'small.oil',
      [
        'OIL_VERSION = "2.5";',
        'CPU demo {',
        '  OS config { STATUS = EXTENDED; STARTUPHOOK = TRUE; };',
        '  APPMODE std { };',
        '  EVENT Ev { MASK = AUTO; };',
        '  TASK Init { PRIORITY = 3; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = TRUE { APPMODE = std; }; };',
        '  TASK Worker { PRIORITY = 2; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; EVENT = Ev; };',
        '  COUNTER Tick { MAXALLOWEDVALUE = 1000; TICKSPERBASE = 1; MINCYCLE = 2; };',
        '  ALARM Wake { COUNTER = Tick; ACTION = SETEVENT { TASK = Worker; EVENT = Ev; }; AUTOSTART = FALSE; };',
        '};',
        '',
      ].join('\n'),
    );
    const arxml = join(folder, 'small.arxml');
    const toArxml = await ecuc(['convert', oil, arxml]);
    expect(toArxml.code, toArxml.stderr).toBe(0);
    const values = readFileSync(arxml, 'utf8');
    expect(values).toContain('<ECUC-MODULE-CONFIGURATION-VALUES>');
    expect(values).toContain('<DEFINITION-REF DEST="ECUC-MODULE-DEF">/AUTOSAR/EcucDefs/Os</DEFINITION-REF>');
    expect(values).toContain('<SHORT-NAME>Worker</SHORT-NAME>');
    expect(values).toContain('/AUTOSAR/EcucDefs/Os/OsTask/OsTaskPriority</DEFINITION-REF>');
    // The values verify against the shipped definitions.
    expect((await ecuc(['verify', arxml])).code).toBe(0);

    const back = join(folder, 'small-back.oil');
    const toOil = await ecuc(['convert', arxml, back]);
    expect(toOil.code, toOil.stderr).toBe(0);
    const text = readFileSync(back, 'utf8');
    expect(text).toMatch(/TASK Init \{[^}]*PRIORITY = 3;/);
    expect(text).toMatch(/TASK Worker \{[^}]*PRIORITY = 2;/);
    expect(text).toMatch(/COUNTER Tick \{[^}]*MAXALLOWEDVALUE = 1000;/);
    expect(text).toMatch(/ALARM Wake \{\s*COUNTER = Tick;/);
    expect(text).toContain('STARTUPHOOK = TRUE;');
    const parsed = await ecuc(['parse', back]);
    expect(parsed.code, parsed.stderr).toBe(0);
    expect(parsed.stdout).toMatch(/2 tasks/);
  });

  it('exits 1 with a located line when the ARXML holds no Os values', async () => {
    const other = file(
      'nvm-only.arxml',
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<AUTOSAR xmlns="http://autosar.org/schema/r4.0"><AR-PACKAGES><AR-PACKAGE><SHORT-NAME>P</SHORT-NAME>',
        '</AR-PACKAGE></AR-PACKAGES></AUTOSAR>',
        '',
      ].join('\n'),
    );
    const output = join(folder, 'never.oil');
    const result = await ecuc(['convert', other, output]);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toBe(`${other}:1:1: the file holds no ECUC values of the Os module`);
    expect(existsSync(output)).toBe(false);
  });

  it('exits 1 with the reader error and writes nothing for broken OIL', async () => {
    const broken = file('convert-broken.oil', 'CPU demo {\n  TASK T { PRIORITY = ; };\n};\n');
    const output = join(folder, 'never.arxml');
    const result = await ecuc(['convert', broken, output]);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toMatch(new RegExp(`^.*convert-broken\\.oil:2:\\d+: `));
    expect(existsSync(output)).toBe(false);
  });

  it('refuses other pairs with exit 2 and a clear message', async () => {
    const result = await ecuc(['convert', goodDbc, join(folder, 'out.c')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('conversion .dbc -> .c is not supported');
    expect((await ecuc(['convert', goodDbc])).code).toBe(2);
  });

  it('writes nothing when the input has errors', async () => {
    const broken = file('convert-broken.dbc', 'BO_ x\n');
    const output = join(folder, 'never.dbc');
    const result = await ecuc(['convert', broken, output]);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toBe(`${broken}:1:5: expected a message id, found 'x'`);
    expect(existsSync(output)).toBe(false);
  });
});

describe('command-line plumbing', () => {
  it('parses flags, repeated and glued values, and --', () => {
    const parsed = parseArguments(['-I', 'a', '-Ib', '--include=c', '--json', 'file.oil', '--', '-odd'], {
      flags: ['--json'],
      values: ['-I', '--include'],
    });
    expect(parsed.positionals).toEqual(['file.oil', '-odd']);
    expect(parsed.values.get('-I')).toEqual(['a', 'b']);
    expect(parsed.values.get('--include')).toEqual(['c']);
    expect(parsed.flags.has('--json')).toBe(true);
    expect(() => parseArguments(['-x'], {})).toThrow(UsageError);
  });

  it('tells formats from extensions, case-insensitively', () => {
    expect(formatOfPath('a/b/Matrix.DBC')).toBe('dbc');
    expect(formatOfPath('x.oil')).toBe('oil');
    expect(formatOfPath('x.arxml')).toBe('arxml');
    expect(formatOfPath('x.ldf')).toBe('ldf');
    expect(formatOfPath('x.kcd')).toBeUndefined();
    expect(formatOfPath('folder.dbc/readme')).toBeUndefined();
  });

  it('reads files for includes and answers undefined for missing ones and folders', () => {
    const fileSystem = new NodeSourceFileSystem();
    expect(new TextDecoder().decode(fileSystem.read(goodDbc))).toContain('BO_ 100 Status');
    expect(fileSystem.read(join(folder, 'absent.oil'))).toBeUndefined();
    expect(fileSystem.read(folder)).toBeUndefined();
  });
});
