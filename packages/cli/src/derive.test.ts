import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThrowawayModule, THROWAWAY_MODULE } from '@ecuc/core/testing';
import { runEcuc } from './testing/run-ecuc.js';

const folder = mkdtempSync(join(tmpdir(), 'ecuc-derive-'));
function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

/** `derive` over whatever module imports the file: here the throwaway module of `@ecuc/core/testing`. */
describe('ecuc derive', () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerThrowawayModule();
  });
  afterAll(() => unregister());

  const source = () => file('bus.zzt', 'channel Left 1\nchannel Right 2\n\nFOO = 1\nchannel Rear 3\n');

  it('derives a configuration through the module that imports the file and reports what was made', async () => {
    const run = await runEcuc(['derive', source(), '--json', '--lang', 'en_us']);
    expect(run.code, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as {
      modules: { module: string; importer: string; created: number; facts: Record<string, unknown> }[];
      notUnderstood: string[];
    };
    expect(printed.modules).toHaveLength(1);
    expect(printed.modules[0]).toMatchObject({
      module: THROWAWAY_MODULE,
      importer: 'zzt',
      facts: { channels: 3 },
    });
    expect(printed.modules[0]!.created).toBeGreaterThanOrEqual(3);
    expect(printed.notUnderstood.some((line) => /bus\.zzt:4:\d+: .*FOO/.test(line))).toBe(true);
  });

  it('writes the derived configuration as ECUC values with --out', async () => {
    const out = join(folder, 'derived.arxml');
    const run = await runEcuc(['derive', source(), '--out', out]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(`^${THROWAWAY_MODULE} \\(zzt\\): \\d+ created, 0 changed, 0 removed`),
    );
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('<SHORT-NAME>Right</SHORT-NAME>');
    expect((await runEcuc(['verify', out])).code).toBe(0);
  });

  it('answers 1 with the located error for a broken file, and 2 for a file no module reads', async () => {
    const broken = file('broken.zzt', 'channel Left 1\nchannel = ;\n');
    const never = join(folder, 'never.arxml');
    const run = await runEcuc(['derive', broken, '--out', never]);
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')[0]).toMatch(/broken\.zzt:2:\d+: /);
    expect(existsSync(never)).toBe(false);
    expect((await runEcuc(['derive', file('bus.xyz', 'x')])).code).toBe(2);
    expect((await runEcuc(['derive', source(), '--option', 'novalue'])).code).toBe(2);
    expect((await runEcuc(['derive', source(), '--out', join(folder, 'x.zzt')])).code).toBe(2);
  });

  it('derives an ECU of a bus database with --ecu and writes its ECUC values', async () => {
    // The corpus's reference names, for its first bus database, the node the derivation is for.
    const reference = readFileSync(
      new URL('../../../../shared/corpus/dbc/DERIVE.tsv', import.meta.url),
      'utf8',
    );
    const [bus = '', node = ''] = reference.split('\n')[1]!.split('\t');
    const database = new URL(`../../../../shared/corpus/dbc/${bus}`, import.meta.url).pathname;
    const out = join(folder, 'bus.arxml');
    const run = await runEcuc(['derive', database, '--ecu', node, '--out', out, '--json', '--lang', 'en_us']);
    expect(run.code, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as {
      modules: { created: number; facts: Record<string, unknown> }[];
    };
    expect(printed.modules).toHaveLength(1);
    expect(printed.modules[0]!.facts['ecu']).toBe(node);
    expect(printed.modules[0]!.created).toBeGreaterThan(0);
    expect(readFileSync(out, 'utf8')).toContain('ECUC-MODULE-CONFIGURATION-VALUES');
    expect((await runEcuc(['derive', database, '--ecu'])).code).toBe(2);
  });

  it('writes the transport and network management side of a bus database with diagnostic and NM messages', async () => {
    const database = file(
      'diag.dbc',
      [
        'VERSION ""',
        'BU_: ECU TESTER',
        'BO_ 256 Status: 8 ECU',
        ' SG_ Speed : 0|16@1+ (1,0) [0|0] "" TESTER',
        'BO_ 1280 NM_ECU: 8 ECU',
        ' SG_ NmData : 0|8@1+ (1,0) [0|0] "" TESTER',
        'BO_ 1281 NM_TESTER: 8 TESTER',
        ' SG_ NmData : 0|8@1+ (1,0) [0|0] "" ECU',
        'BO_ 2016 Diag_Req: 8 TESTER',
        ' SG_ Data : 0|8@1+ (1,0) [0|0] "" ECU',
        'BO_ 2024 Diag_Resp: 8 ECU',
        ' SG_ Data : 0|8@1+ (1,0) [0|0] "" TESTER',
        '',
        'BA_DEF_ BO_ "NmMessage" ENUM "No","Yes";',
        'BA_DEF_ BO_ "DiagRequest" ENUM "No","Yes";',
        'BA_DEF_ BO_ "DiagResponse" ENUM "No","Yes";',
        'BA_ "NmMessage" BO_ 1280 1;',
        'BA_ "NmMessage" BO_ 1281 1;',
        'BA_ "DiagRequest" BO_ 2016 1;',
        'BA_ "DiagResponse" BO_ 2024 1;',
        '',
      ].join('\n'),
    );
    const out = join(folder, 'diag.arxml');
    const run = await runEcuc(['derive', database, '--ecu', 'ECU', '--out', out]);
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(out, 'utf8');
    // The N-SDUs of the request and the response, the NM PDUs sent and received: each message stands for
    // containers in several modules (its Pdu on each side of PduR, its lower-layer PDU, its transport or NM PDU).
    for (const name of ['Diag_Req', 'Diag_Resp', 'NM_ECU', 'NM_TESTER'])
      expect(text.split(`<SHORT-NAME>${name}</SHORT-NAME>`).length - 1).toBeGreaterThanOrEqual(2);
    expect((await runEcuc(['verify', out])).code).toBe(0);
  });

  it('derives a LIN description file of the corpus without --ecu: its master node, written and verified', async () => {
    // The first LIN description file a correct tool accepts (the DBC case above names its node).
    const manifest = readFileSync(new URL('../../../../shared/corpus/MANIFEST.tsv', import.meta.url), 'utf8');
    const firsts = new Map<string, string>();
    for (const line of manifest.split('\n').slice(1)) {
      const [path = '', format = '', expected = ''] = line.split('\t');
      if (format === 'ldf' && expected === 'accept' && !firsts.has(format)) firsts.set(format, path);
    }
    expect(firsts.size).toBeGreaterThan(0);
    for (const [format, path] of firsts) {
      const input = new URL(`../../../../shared/corpus/${path}`, import.meta.url).pathname;
      const out = join(folder, `${format}.arxml`);
      const run = await runEcuc(['derive', input, '--out', out, '--json', '--lang', 'en_us']);
      expect(run.code, `${path}: ${run.stderr}`).toBe(0);
      const printed = JSON.parse(run.stdout) as {
        modules: { created: number; facts: Record<string, unknown> }[];
      };
      expect(printed.modules).toHaveLength(1);
      expect(typeof printed.modules[0]!.facts['ecu'], path).toBe('string');
      expect(printed.modules[0]!.created, path).toBeGreaterThan(0);
      expect((await runEcuc(['verify', out])).code, path).toBe(0);
    }
  });
});
