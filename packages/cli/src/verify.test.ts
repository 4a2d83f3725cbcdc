import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ecucValuesFromSnapshot } from '@ecuc/core/ecuc';
import { writeEcucValues } from '@ecuc/core/formats/arxml';
import { ECUC_MODULE, MODULE_DEFINITIONS, NVM_MODULE, ProjectFixture } from '@ecuc/core/modules';
import type { VerifyResult } from '@ecuc/core/verify';
import { runEcuc } from './testing/run-ecuc.js';

const corpus = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));
const repository = fileURLToPath(new URL('../../../', import.meta.url));

const ecuc = runEcuc;

const folder = mkdtempSync(join(tmpdir(), 'ecuc-verify-'));
function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

/** A freshly enabled EcuC: no errors. */
const cleanFile = file(
  'clean.arxml',
  writeEcucValues(ecucValuesFromSnapshot(new ProjectFixture([ECUC_MODULE]).snapshot(), MODULE_DEFINITIONS)),
);
/** A freshly added NvM block whose length was then cleared. */
function snapshotMissingLength() {
  const snapshot = new ProjectFixture([ECUC_MODULE, NVM_MODULE]).snapshot();
  const block = snapshot.containers.find((c) => c.definitionPath === '/NvM/NvMBlockDescriptor')!;
  const { NvMNvBlockLength: _cleared, ...values } = block.values;
  return {
    ...snapshot,
    containers: snapshot.containers.map((c) => (c === block ? { ...block, values } : c)),
  };
}
const missingFile = file(
  'missing.arxml',
  writeEcucValues(ecucValuesFromSnapshot(snapshotMissingLength(), MODULE_DEFINITIONS)),
);
const located = /^.+:\d+:\d+: \S.*$/;

describe('ecuc verify', () => {
  it('answers 0 and empty lists for a configuration without errors', async () => {
    const run = await ecuc(['verify', cleanFile, '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ errList: [], warningList: [] });
  });

  it('answers 1 with the rows of errList, in the language asked for', async () => {
    const english = await ecuc(['verify', missingFile, '--json', '--language', 'en_us']);
    expect(english.code).toBe(1);
    const result = JSON.parse(english.stdout) as VerifyResult;
    expect(result.errList).toContainEqual(
      expect.objectContaining({
        type: 'error',
        code: 'E_0001',
        path: '/NvM/NvMBlockDescriptor_0',
        param: 'NvMNvBlockLength',
        message: 'Parameter NvMNvBlockLength is required',
      }),
    );
    const chinese = await ecuc(['verify', missingFile, '--json']);
    expect(chinese.code).toBe(1);
    const rows = (JSON.parse(chinese.stdout) as VerifyResult).errList;
    expect(rows.map((r) => r.code)).toEqual(result.errList.map((r) => r.code));
    expect(rows.find((r) => r.param === 'NvMNvBlockLength')?.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('prints rows and a count line without --json', async () => {
    const run = await ecuc(['verify', missingFile, '--language=en_us']);
    expect(run.code).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toContain(
      'error E_0001 /NvM/NvMBlockDescriptor_0 NvMNvBlockLength: Parameter NvMNvBlockLength is required',
    );
    expect(lines.at(-1)).toMatch(/missing\.arxml: \d+ errors, \d+ warnings$/);
  });

  it('verifies the corpus tool export, reporting values it does not know on stderr with their lines', async () => {
    const path = `${corpus}arxml/canmatrix/MyECU.ecuc.arxml`;
    const run = await ecuc(['verify', path, '--json', '--language', 'en_us']);
    const result = JSON.parse(run.stdout) as VerifyResult;
    expect(run.code).toBe(result.errList.length > 0 ? 1 : 0);
    const notes = run.stderr.trimEnd().split('\n');
    expect(notes.length).toBeGreaterThan(0);
    for (const line of notes) expect(line).toMatch(located);
    // Det is in the file and has no definition; rows name only modules that have one
    expect(notes.some((l) => l.includes('module Det has no definition'))).toBe(true);
    const paths = new Set([...result.errList, ...result.warningList].map((r) => r.path.split('/')[1]));
    const defined = MODULE_DEFINITIONS.map((d) => d.name);
    for (const module of paths) expect(defined).toContain(module);
  });

  it('answers 2 with file:line:col: message for unreadable input', async () => {
    const broken = file('broken.arxml', readFileSync(cleanFile, 'utf8').replace('</SHORT-NAME>', '</SHORT>'));
    const run = await ecuc(['verify', broken]);
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toMatch(/^.+broken\.arxml:\d+:\d+: \S/);
    expect(run.stdout).toBe('');

    const missing = await ecuc(['verify', join(folder, 'absent.arxml')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/absent\.arxml:1:1: cannot read the file \(ENOENT\)/);

    const system = `${corpus}arxml/canmatrix/ARXMLCompuMethod1.arxml`;
    const nothing = await ecuc(['verify', system]);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr.split('\n')[0]).toMatch(
      /ARXMLCompuMethod1\.arxml:1:1: no ECUC module configuration values/,
    );
  });

  it('answers 2 for usage errors', async () => {
    expect((await ecuc(['verify'])).code).toBe(2);
    const language = await ecuc(['verify', cleanFile, '--language', 'fr_fr']);
    expect(language.code).toBe(2);
    expect(language.stderr).toContain("unknown language 'fr_fr'");
    expect((await ecuc(['verify', cleanFile, cleanFile])).code).toBe(2);
  });
});

describe('ecuc verify, spawned', () => {
  beforeAll(() => {
    execFileSync(
      process.execPath,
      [`${repository}node_modules/typescript/bin/tsc`, '-b', `${repository}packages/cli`],
      {
        stdio: 'pipe',
      },
    );
  }, 180_000);

  const spawnEcuc = (args: string[]) => {
    const run = spawnSync(process.execPath, [`${repository}packages/cli/bin/ecuc.js`, ...args], {
      encoding: 'utf8',
    });
    return { code: run.status, stdout: run.stdout, stderr: run.stderr };
  };

  it('exits 0, 1 and 2 as in process', () => {
    expect(spawnEcuc(['verify', cleanFile, '--json']).code).toBe(0);
    const errors = spawnEcuc(['verify', missingFile, '--json', '--language', 'en_us']);
    expect(errors.code).toBe(1);
    expect((JSON.parse(errors.stdout) as VerifyResult).errList.length).toBeGreaterThan(0);
    const unreadable = spawnEcuc(['verify', join(folder, 'absent.arxml')]);
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr.split('\n')[0]).toMatch(located);
  });
});

describe('ecuc verify --definitions (vendor BSWMD)', () => {
  const values = join(corpus, 'arxml/own/AcmeSensorCdd_EcucValues.arxml');
  const bswmd = join(corpus, 'arxml/own/VendorCdd_ParamDef.arxml');

  it('verifies values of a module we do not ship against the vendor definition', async () => {
    // Without the definition there is nothing of a known module in the file.
    expect((await ecuc(['verify', values])).code).toBe(2);
    const run = await ecuc(['verify', values, '--definitions', bswmd, '--json', '--language', 'en_us']);
    const result = JSON.parse(run.stdout) as VerifyResult;
    // The Icu channels the values refer to are not in the file: the only errors.
    expect(result.errList.map((r) => `${r.code} ${r.path} ${r.param}`)).toEqual([
      'E_0003 /AcmeSensorCdd/WheelSpeedFL AcmeIcuChannelRef',
      'E_0003 /AcmeSensorCdd/WheelSpeedFR AcmeIcuChannelRef',
      'E_0003 /AcmeSensorCdd/WheelSpeedRL AcmeIcuChannelRef',
    ]);
    expect(run.code).toBe(1);
  });

  it('refuses a definitions file without ECUC-MODULE-DEF, and an unreadable one, with a located line', async () => {
    const noDefinition = await ecuc(['verify', values, '--definitions', values]);
    expect(noDefinition.code).toBe(2);
    expect(noDefinition.stderr).toMatch(/AcmeSensorCdd_EcucValues\.arxml:1:1: .*ECUC-MODULE-DEF/);
    const missing = await ecuc(['verify', values, '--definitions', join(folder, 'absent.arxml')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/absent\.arxml:1:1: cannot read the file/);
  });
});
