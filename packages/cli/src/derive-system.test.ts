/**
 * `ecuc derive FILE.arxml --ecu ECU_INSTANCE`: the CAN stack of an ECU instance of an AUTOSAR system
 * description, over the corpus (MANIFEST.tsv): the accepted .arxml files that hold CAN clusters, the refused
 * ones, and one that holds none.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readArxml } from '@ecuc/core/formats/arxml';
import { runEcuc } from './testing/run-ecuc.js';

const CORPUS = new URL('../../../../shared/corpus/', import.meta.url);
const folder = mkdtempSync(join(tmpdir(), 'ecuc-derive-system-'));

const rows = readFileSync(new URL('MANIFEST.tsv', CORPUS), 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([path = '', format]) => format === 'arxml' && path !== '');
const pathOf = (file: string) => new URL(file, CORPUS).pathname;
const hasCanCluster = (file: string) => /<CAN-CLUSTER[\s>]/.test(readFileSync(pathOf(file), 'utf8'));

/** The accepted system descriptions with an ECU instance that sends a frame, with that ECU instance. */
const sending = rows
  .filter(([path = '', , expect]) => expect === 'accept' && hasCanCluster(path))
  .flatMap(([path = '']) => {
    const document = readArxml(readFileSync(pathOf(path)), path).model;
    const ecu = document?.ecuInstances.find((e) =>
      e.connectors.some((c) => c.ports.some((p) => p.kind === 'frame' && p.direction === 'OUT')),
    );
    return ecu ? [{ file: pathOf(path), ecu: ecu.shortName }] : [];
  });
const refused = rows.filter(([, , expect]) => expect === 'reject').map(([path = '']) => pathOf(path));
const withoutCluster = rows
  .filter(([path = '', , expect]) => expect === 'accept' && !hasCanCluster(path))
  .map(([path = '']) => pathOf(path));

describe('ecuc derive FILE.arxml --ecu ECU_INSTANCE', () => {
  it('finds system descriptions with a sending ECU instance, refused files and files without CAN clusters', () => {
    expect(sending.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(4);
    expect(withoutCluster.length).toBeGreaterThan(0);
  });

  it.each(sending)('derives $ecu of $file and writes its ECUC values', async ({ file, ecu }) => {
    const out = join(folder, `${ecu}.arxml`);
    const run = await runEcuc(['derive', file, '--ecu', ecu, '--out', out, '--json', '--lang', 'en_us']);
    expect(run.code, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as {
      modules: { module: string; importer: string; created: number; facts: Record<string, unknown> }[];
    };
    expect(printed.modules).toHaveLength(1);
    expect(printed.modules[0]).toMatchObject({ module: 'Com', importer: 'system', facts: { ecu } });
    expect(printed.modules[0]!.facts['sent']).toBeGreaterThan(0);
    expect(typeof printed.modules[0]!.facts['cluster']).toBe('string');
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('ECUC-MODULE-CONFIGURATION-VALUES');
    expect(text).toContain('/CanIf/CanIfInitCfg/CanIfTxPduCfg/CanIfTxPduCanId');
    expect(text).toContain('/Com/ComConfig/ComSignal/ComBitPosition');
  });

  it.each(refused)('refuses %s with the reader’s located error', async (file) => {
    const out = join(folder, 'never.arxml');
    const run = await runEcuc(['derive', file, '--ecu', 'Any', '--out', out]);
    expect(run.code).toBe(1);
    const name = file.replace(/^.*\//, '').replace(/[.]/g, '\\.');
    expect(run.stderr.split('\n')[0]).toMatch(new RegExp(`${name}:\\d+:\\d+: `));
  });

  it('answers 2 for an .arxml file without --ecu or without a CAN cluster, 1 for an unknown ECU instance', async () => {
    const [first] = sending;
    expect((await runEcuc(['derive', first!.file])).code).toBe(2);
    expect((await runEcuc(['derive', withoutCluster[0]!, '--ecu', first!.ecu])).code).toBe(2);
    const unknown = await runEcuc(['derive', first!.file, '--ecu', 'NoSuchEcu', '--lang', 'en_us']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/:\d+:\d+: SYSTEM_DERIVE_NO_ECU .*NoSuchEcu/);
  });
});
