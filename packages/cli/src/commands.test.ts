import { describe, it, expect, vi } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './main.js';
import { parseArguments, UsageError } from './commandLine.js';
import { formatOfPath } from './formats.js';
import { NodeSourceFileSystem } from './fileSystem.js';

const corpus = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));

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
    return { code: await main(args), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

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

  it('refuses other pairs with exit 2 and a clear message', async () => {
    const result = await ecuc(['convert', goodDbc, join(folder, 'out.arxml')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('conversion .dbc -> .arxml is not supported');
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
