/**
 * `ecuc derive` against the corpus's reference (`dbc/DERIVE.tsv`, computed with canmatrix): for each DBC and
 * the node that sends the most messages, every message it sends or receives. The command runs (in this process)
 * with `--ecu NODE --out VALUES.arxml` and the ECUC values it writes are read; each row must hold: a CanIf Tx or
 * Rx PDU with that CAN id and id type on an EcuC Pdu of that length, joined by a PduR routing path to a Com
 * I-PDU of the right direction (or handed to CanTp or CanNm, or through IpduM when multiplexed), and (without
 * multiplexing) exactly that signal layout. What is written verifies without errors but for the signal layout
 * faults the file itself has.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { containersFromArxml, type ContainerValue } from '@ecuc/core/ecuc';
import { readArxml } from '@ecuc/core/formats/arxml';
import { MODULE_DEFINITIONS } from '@ecuc/core/modules';
import { verifyProject } from '@ecuc/core/verify';
import { derivedFrameFailures, sortedLayout } from '@ecuc/core/testing';
import { deriveCommand } from './derive.js';

const CORPUS = new URL('../../../../shared/corpus/dbc/', import.meta.url);
const out = mkdtempSync(join(tmpdir(), 'ecuc-derive-corpus-'));
// The command prints what it derived; the test reads the file it writes.
beforeAll(() => {
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterAll(() => vi.restoreAllMocks());

interface Row {
  file: string;
  node: string;
  direction: 'tx' | 'rx';
  canId: number;
  extended: boolean;
  length: number;
  multiplexed: boolean;
  layout: string[];
}

const rows: Row[] = readFileSync(new URL('DERIVE.tsv', CORPUS), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [
      file = '',
      node = '',
      direction = '',
      canId = '',
      extended = '',
      length = '',
      multiplexed = '',
      layout = '',
    ] = line.split('\t');
    return {
      file,
      node,
      direction: direction === 'tx' ? 'tx' : 'rx',
      canId: Number(canId),
      extended: extended === '1',
      length: Number(length),
      multiplexed: multiplexed === '1',
      layout: sortedLayout(layout === '' ? [] : layout.split(';')),
    };
  });
const files = [...new Set(rows.map((r) => r.file))];

/** Runs `ecuc derive FILE --ecu NODE --out X.arxml` and reads the ECUC values it writes. */
async function derivedValues(file: string, node: string): Promise<ContainerValue[]> {
  const written = join(out, `${file.replace(/[/\\]/g, '_')}.arxml`);
  const code = await deriveCommand.run([
    fileURLToPath(new URL(file, CORPUS)),
    '--ecu',
    node,
    '--out',
    written,
    '--lang',
    'en_us',
  ]);
  expect(code, file).toBe(0);
  const read = readArxml(readFileSync(written, 'utf8'), written);
  let m = 0;
  const containers = containersFromArxml(read.model?.ecucValues ?? [], MODULE_DEFINITIONS, {
    file: written,
    newId: () => `r${(m += 1)}`,
  }).containers;
  // What is derived verifies without errors, but for the signal layout faults the file itself has (overlapping
  // signals or signals beyond the frame, which the DBC check reports too): the user starts from a whole
  // configuration.
  const modules = [...new Set(containers.map((c) => c.module))].map((module) => ({
    module,
    instanceId: 0,
    definitionVersion: MODULE_DEFINITIONS.find((d) => d.name === module)?.version ?? 1,
  }));
  const errors = verifyProject(
    { project: { id: file, name: file, chip: '' }, modules, containers },
    MODULE_DEFINITIONS,
    { language: 'en_us' },
  ).errList.filter((r) => r.code !== 'E_Com0001' && r.code !== 'E_Com0002');
  expect(errors.map((r) => `${r.code} ${r.path} ${r.param ?? ''}`).slice(0, 5), file).toEqual([]);
  return containers;
}

describe.each(files)('deriving %s', (file) => {
  const expected = rows.filter((r) => r.file === file);
  const node = expected[0]?.node ?? '';

  it(`gives node ${node} every message it sends or receives, joined through PduR to Com`, async () => {
    const containers = await derivedValues(file, node);
    const failures = derivedFrameFailures(containers, expected);
    expect(failures).toEqual([]);
  });
});
