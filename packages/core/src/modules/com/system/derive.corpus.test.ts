/**
 * The derivation from the corpus's CAN system descriptions (every `accept` .arxml of MANIFEST.tsv that holds a
 * CAN cluster), checked against what the ARXML reader reports, computed here on the reader's model without
 * the adapter:
 * - every CAN frame triggering of every cluster becomes one bus message with its id, id type, length and the
 *   signals of its PDUs (the adapter alone);
 * - for each ECU instance that sends frames (else every ECU instance), every frame it sends or receives: a
 *   CanIf Tx or Rx PDU with that CAN id and id type on an EcuC Pdu of that length, joined by a PduR routing
 *   path to a Com I-PDU of the right direction, and exactly the signal layout (ComBitPosition = the least
 *   significant bit, size, endianness, sign), read back from the ECUC values `ecuc derive --out` writes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportEcucValues } from '../../../ecuc/arxml-export.js';
import { containersFromArxml } from '../../../ecuc/arxml-import.js';
import type { ContainerValue } from '../../../ecuc/store-types.js';
import { readArxml, writeEcucValues, type ArxmlDocument } from '../../../formats/arxml/index.js';
import { emptySnapshot, snapshotWithChanges } from '../../file-configuration.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { verifyProject } from '../../../verify/engine.js';
import { derivedFrameFailures, sortedLayout, type DerivedFrameRow } from '../../../testing/derived-frames.js';
import { canClusters, systemToDbcDatabase } from './adapter.js';
import { readSystemExtras, type SystemExtras } from './extras.js';
import { comSystemImporter } from './importer.js';

const CORPUS = new URL('../../../../../../../shared/corpus/', import.meta.url);

const files = readFileSync(new URL('MANIFEST.tsv', CORPUS), 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([, format, expect]) => format === 'arxml' && expect === 'accept')
  .map(([path = '']) => path)
  .filter((path) => /<CAN-CLUSTER[\s>]/.test(readFileSync(new URL(path, CORPUS), 'utf8')));

type Expected = DerivedFrameRow;

/** The least significant bit of a signal from its AUTOSAR START-POSITION, by byte arithmetic. */
function lsbOf(start: number, size: number, msbFirst: boolean): number {
  if (!msbFirst) return start;
  // Big endian: number the bits MSB-first through the payload (byte b, bit i → 8b + 7 - i), walk to the LSB.
  const msbLinear = 8 * Math.floor(start / 8) + 7 - (start % 8);
  const lsbLinear = msbLinear + size - 1;
  return 8 * Math.floor(lsbLinear / 8) + 7 - (lsbLinear % 8);
}

/** Every frame triggering of a cluster as the reader reports it: id, id type, length, signal layout. */
function framesOf(document: ArxmlDocument, extras: SystemExtras, clusterPath: string) {
  const cluster = document.clusters.find((c) => c.path === clusterPath)!;
  const pduOf = (ref: string) =>
    document.pdus.find((p) => p.path === ref) ??
    document.pdus.find((p) => p.path === extras.payloads.get(ref)) ??
    document.pdus.find(
      (p) =>
        p.path ===
        document.clusters
          .flatMap((c) => c.channels.flatMap((ch) => ch.pduTriggerings))
          .find((t) => t.path === ref)?.pduRef,
    );
  return cluster.channels
    .flatMap((c) => c.frameTriggerings)
    .filter((t) => t.identifier !== undefined)
    .map((triggering) => {
      const frame = document.frames.find((f) => f.path === triggering.frameRef)!;
      const layout: string[] = [];
      for (const placed of frame.pduMappings) {
        let pdu = pduOf(placed.pduRef);
        if (pdu && pdu.signalMappings.length === 0 && pdu.relatedPduRefs.length > 0)
          pdu = pduOf(pdu.relatedPduRefs[0]!) ?? pdu;
        const byte = Math.floor((placed.startPosition ?? 0) / 8);
        for (const mapping of pdu?.signalMappings ?? []) {
          const signal = document.signals.find((s) => s.path === mapping.signalRef);
          if (!signal) continue;
          const size =
            signal.length ??
            document.systemSignals.find((s) => s.path === signal.systemSignalRef)?.length ??
            0;
          const msbFirst = mapping.byteOrder === 'MOST-SIGNIFICANT-BYTE-FIRST';
          const encoding = extras.baseTypes.get(signal.baseTypeRef ?? '')?.encoding;
          const sign = encoding === 'IEEE754' ? `F${size}` : encoding === '2C' ? 'S' : 'U';
          layout.push(
            `${lsbOf((mapping.startPosition ?? 0) + 8 * byte, size, msbFirst)}:${size}:${msbFirst ? 'B' : 'L'}:${sign}`,
          );
        }
      }
      return { triggering, frame, layout: sortedLayout(layout) };
    });
}

/** Derives for an ECU and reads back the ECUC values the derivation writes. */
function derivedValues(file: string, ecu: string): ContainerValue[] {
  let n = 0;
  const snapshot = emptySnapshot(file);
  const imported = comSystemImporter.import(
    { file, bytes: readFileSync(new URL(file, CORPUS)) },
    {
      language: 'en_us',
      snapshot,
      definitions: MODULE_DEFINITIONS,
      newId: () => `d${(n += 1)}`,
      options: { ecu },
    },
  );
  expect(
    imported.diagnostics.filter((d) => d.severity === 'error'),
    file,
  ).toEqual([]);
  expect(imported.report.facts['ecu']).toBe(ecu);
  const derived = snapshotWithChanges(snapshot, imported.changes, MODULE_DEFINITIONS);
  const errors = verifyProject(derived, MODULE_DEFINITIONS, { language: 'en_us' }).errList.filter(
    (r) => r.code !== 'E_Com0001' && r.code !== 'E_Com0002',
  );
  expect(errors.map((r) => `${r.code} ${r.path} ${r.param ?? ''}`).slice(0, 5), file).toEqual([]);
  const exported = exportEcucValues(derived, MODULE_DEFINITIONS);
  const read = readArxml(writeEcucValues(exported.modules), 'derived.arxml');
  let m = 0;
  return containersFromArxml(read.model?.ecucValues ?? [], MODULE_DEFINITIONS, {
    file: 'derived.arxml',
    newId: () => `r${(m += 1)}`,
  }).containers;
}

it('finds CAN system descriptions in the corpus', () => {
  expect(files.length).toBeGreaterThanOrEqual(4);
});

describe.each(files)('%s', (file) => {
  const bytes = readFileSync(new URL(file, CORPUS));
  const read = readArxml(bytes, file);
  const document = read.model!;
  const extras = readSystemExtras(bytes);

  it('is read without errors and every CAN frame triggering becomes a bus message', () => {
    expect(read.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    for (const cluster of canClusters(document)) {
      const adapted = systemToDbcDatabase(document, {
        file,
        language: 'en_us',
        cluster: cluster.path,
        extras,
      });
      const frames = framesOf(document, extras, cluster.path);
      expect(adapted.database.messages.map((m) => [m.canId, m.extended, m.size])).toEqual(
        frames.map(({ triggering, frame }) => [
          triggering.identifier,
          triggering.addressingMode === 'EXTENDED',
          frame.length,
        ]),
      );
      expect(adapted.database.messages.map((m) => m.signals.length)).toEqual(
        frames.map((f) => f.layout.length),
      );
    }
  });

  // The ECU instances that send frames (else all of them), on the cluster they are connected to.
  const ports = new Map<string, { ecu: string; direction: string }>();
  for (const ecu of document.ecuInstances)
    for (const connector of ecu.connectors)
      for (const port of connector.ports)
        if (port.kind === 'frame')
          ports.set(port.path, { ecu: ecu.shortName, direction: port.direction ?? '' });
  const senders = document.ecuInstances
    .map((e) => e.shortName)
    .filter((ecu) => [...ports.values()].some((p) => p.ecu === ecu && p.direction === 'OUT'));
  const ecus = senders.length > 0 ? senders : document.ecuInstances.map((e) => e.shortName);

  it.each(ecus.length > 0 ? ecus : ['(none)'])('derives the CAN stack of ECU %s', (ecu) => {
    if (ecu === '(none)') {
      // No ECU instance: nothing to derive for, and the importer says which ECU instances exist.
      const result = comSystemImporter.import(
        { file, bytes },
        {
          language: 'en_us',
          snapshot: emptySnapshot(file),
          definitions: MODULE_DEFINITIONS,
          newId: () => 'x',
          options: { ecu: 'Nobody' },
        },
      );
      expect(result.diagnostics.map((d) => d.code)).toEqual(['SYSTEM_DERIVE_NO_ECU']);
      expect(result.changes.create).toEqual([]);
      return;
    }
    const cluster = canClusters(document).find((c) =>
      c.channels.some((ch) =>
        ch.frameTriggerings.some((t) => t.framePortRefs.some((r) => ports.get(r)?.ecu === ecu)),
      ),
    )!;
    const expected: Expected[] = [];
    for (const { triggering, frame, layout } of framesOf(document, extras, cluster.path)) {
      const own = triggering.framePortRefs.map((r) => ports.get(r)).find((p) => p?.ecu === ecu);
      if (!own) continue;
      // A frame without signals is received by no one in the bus database's sense (a node receives a
      // message when it receives one of its signals): only its sending is derived.
      if (own.direction !== 'OUT' && layout.length === 0) continue;
      expected.push({
        direction: own.direction === 'OUT' ? 'tx' : 'rx',
        canId: triggering.identifier!,
        extended: triggering.addressingMode === 'EXTENDED',
        length: frame.length ?? 0,
        multiplexed: false,
        layout,
      });
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(derivedFrameFailures(derivedValues(file, ecu), expected)).toEqual([]);
  });
});
