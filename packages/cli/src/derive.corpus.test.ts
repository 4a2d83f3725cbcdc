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

function sortedLayout(items: string[]): string[] {
  return [...items].sort((a, b) => Number(a.split(':')[0]) - Number(b.split(':')[0]) || a.localeCompare(b));
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

function signOf(type: string): string {
  if (type === 'FLOAT32') return 'F32';
  if (type === 'FLOAT64') return 'F64';
  return type.startsWith('SINT') ? 'S' : 'U';
}

describe.each(files)('deriving %s', (file) => {
  const expected = rows.filter((r) => r.file === file);
  const node = expected[0]?.node ?? '';

  it(`gives node ${node} every message it sends or receives, joined through PduR to Com`, async () => {
    const containers = await derivedValues(file, node);
    const byId = new Map(containers.map((c) => [c.id, c]));
    const text = (c: ContainerValue | undefined, param: string) => {
      const value = c?.values[param];
      return typeof value === 'string' ? value : undefined;
    };
    const target = (c: ContainerValue | undefined, reference: string) =>
      byId.get(c?.references[reference]?.[0] ?? '');
    const routes = containers.filter((c) => c.definitionPath === '/PduR/PduRRoutingPaths/PduRRoutingPath');
    const endsOf = (route: ContainerValue) => {
      const parts = containers.filter((c) => c.parentId === route.id);
      const source = parts.find((c) => c.definitionPath.endsWith('/PduRSrcPdu'));
      const destination = parts.find((c) => c.definitionPath.endsWith('/PduRDestPdu'));
      return { from: target(source, 'PduRSrcPduRef'), to: target(destination, 'PduRDestPduRef') };
    };
    const ipdus = containers.filter((c) => c.definitionPath === '/Com/ComConfig/ComIPdu');
    const failures: string[] = [];
    for (const row of expected) {
      const tx = row.direction === 'tx';
      const path = tx ? '/CanIf/CanIfInitCfg/CanIfTxPduCfg' : '/CanIf/CanIfInitCfg/CanIfRxPduCfg';
      const prefix = tx ? 'CanIfTxPdu' : 'CanIfRxPdu';
      const what = `${row.direction} ${row.canId}${row.extended ? 'x' : ''}`;
      const canIfPdu = containers.find(
        (c) =>
          c.definitionPath === path &&
          text(c, `${prefix}CanId`) === String(row.canId) &&
          (text(c, `${prefix}CanIdType`) ?? '').startsWith(row.extended ? 'EXTENDED' : 'STANDARD'),
      );
      const pdu = target(canIfPdu, `${prefix}Ref`);
      if (!canIfPdu || !pdu) {
        failures.push(`${what}: no CanIf PDU`);
        continue;
      }
      if (text(pdu, 'PduLength') !== String(row.length))
        failures.push(`${what}: PduLength ${text(pdu, 'PduLength')}`);
      const upper = text(canIfPdu, tx ? 'CanIfTxPduUserTxConfirmationUL' : 'CanIfRxPduUserRxIndicationUL');
      if (upper === 'CAN_TP') {
        // A diagnostic message: a CanTp N-SDU of its direction has it as its N-PDU.
        const nPdu = containers.find(
          (c) =>
            c.definitionPath ===
              `/CanTp/CanTpConfig/CanTpChannel/${tx ? 'CanTpTxNSdu/CanTpTxNPdu' : 'CanTpRxNSdu/CanTpRxNPdu'}` &&
            target(c, tx ? 'CanTpTxNPduRef' : 'CanTpRxNPduRef')?.id === pdu.id,
        );
        if (!nPdu) failures.push(`${what}: CanIf hands it to CanTp, but no CanTp N-SDU has it`);
        continue;
      }
      if (upper === 'CAN_NM') {
        const nm = containers.find(
          (c) =>
            c.definitionPath ===
              `/CanNm/CanNmGlobalConfig/CanNmChannelConfig/${tx ? 'CanNmTxPdu' : 'CanNmRxPdu'}` &&
            target(c, tx ? 'CanNmTxPduRef' : 'CanNmRxPduRef')?.id === pdu.id,
        );
        if (!nm) failures.push(`${what}: CanIf hands it to CanNm, but no CanNm PDU has it`);
        continue;
      }
      const route = routes.find((r) => (tx ? endsOf(r).to : endsOf(r).from)?.id === pdu.id);
      const upperPdu = route ? (tx ? endsOf(route).from : endsOf(route).to) : undefined;
      // A multiplexed message goes through IpduM: its parts are routed on to Com I-PDUs.
      const pathway = containers.find(
        (c) =>
          upperPdu !== undefined &&
          target(c, tx ? 'IpduMOutgoingPduRef' : 'IpduMRxIndicationPduRef')?.id === upperPdu.id,
      );
      const comPdus = pathway
        ? containers
            .filter((c) => c.parentId === pathway.id)
            .map((part) =>
              target(
                part,
                tx
                  ? part.definitionPath.endsWith('StaticPart')
                    ? 'IpduMTxStaticPduRef'
                    : 'IpduMTxDynamicPduRef'
                  : part.definitionPath.endsWith('StaticPart')
                    ? 'IpduMOutgoingStaticPduRef'
                    : 'IpduMOutgoingDynamicPduRef',
              ),
            )
            .filter((p): p is ContainerValue => p !== undefined)
            .map((partPdu) => {
              const partRoute = routes.find((r) => (tx ? endsOf(r).to : endsOf(r).from)?.id === partPdu.id);
              return partRoute ? (tx ? endsOf(partRoute).from : endsOf(partRoute).to) : undefined;
            })
        : [upperPdu];
      const found = comPdus.map((comPdu) =>
        ipdus.find((i) => comPdu && i.references['ComPduIdRef']?.[0] === comPdu.id),
      );
      if (pathway && !row.multiplexed) failures.push(`${what}: through IpduM but not multiplexed`);
      const ipdu = found[0];
      if (!ipdu || found.some((i) => i === undefined)) {
        failures.push(`${what}: no routing path to a Com I-PDU`);
        continue;
      }
      if (found.some((i) => text(i, 'ComIPduDirection') !== (tx ? 'SEND' : 'RECEIVE')))
        failures.push(`${what}: direction`);
      if (row.multiplexed) continue;
      const layout = sortedLayout(
        [
          ...(ipdu.references['ComIPduSignalRef'] ?? []),
          // Signals of signal groups are group signals of the groups the I-PDU holds.
          ...(ipdu.references['ComIPduSignalGroupRef'] ?? []).flatMap((group) =>
            containers.filter((c) => c.parentId === group).map((c) => c.id),
          ),
        ].map((id) => {
          const signal = byId.get(id);
          const endian = text(signal, 'ComSignalEndianness') === 'BIG_ENDIAN' ? 'B' : 'L';
          return `${text(signal, 'ComBitPosition')}:${text(signal, 'ComBitSize')}:${endian}:${signOf(text(signal, 'ComSignalType') ?? '')}`;
        }),
      );
      if (layout.join(';') !== row.layout.join(';'))
        failures.push(`${what}: layout ${layout.join(';')} instead of ${row.layout.join(';')}`);
    }
    expect(failures).toEqual([]);
  });
});
