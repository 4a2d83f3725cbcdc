/**
 * The LDF derivation against the reader, for every LDF of the corpus (MANIFEST.tsv) and for its master and one
 * slave: the configuration is written as ECUC values and read back (what `ecuc derive --out` writes); for each
 * frame the node publishes or subscribes to, a LinIf frame with that id and length whose PDU direction says
 * publish or subscribe, joined through its EcuC Pdu and a PduR path to a Com I-PDU of the right direction whose
 * signals sit at the reader's bit offsets with the reader's sizes; each event-triggered and sporadic frame the node
 * takes part in with its type, id, length and substitution frames; for the master every schedule slot of the
 * file, an event-triggered slot with a collision-resolving table of the channel; the node's role in LinSM and
 * ComM. The result verifies without errors.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportEcucValues } from '../../../ecuc/arxml-export.js';
import { containersFromArxml } from '../../../ecuc/arxml-import.js';
import type { ContainerValue } from '../../../ecuc/store-types.js';
import { readArxml, writeEcucValues } from '../../../formats/arxml/index.js';
import { readLdf } from '../../../formats/ldf/index.js';
import { emptySnapshot, importFile, snapshotWithChanges } from '../../file-configuration.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { verifyProject } from '../../../verify/engine.js';
import { lin13Length } from './bus.js';

const CORPUS = new URL('../../../../../../../shared/corpus/', import.meta.url);
const files = readFileSync(new URL('MANIFEST.tsv', CORPUS), 'utf8')
  .split('\n')
  .map((line) => line.split('\t'))
  .filter(([, format, expect]) => format === 'ldf' && expect === 'accept')
  .map(([path = '']) => path);

function derived(path: string, bytes: Uint8Array, ecu: string): ContainerValue[] {
  let n = 0;
  const snapshot = emptySnapshot(path);
  const imported = importFile(
    { file: path, bytes },
    {
      language: 'en_us',
      snapshot,
      definitions: MODULE_DEFINITIONS,
      newId: () => `d${(n += 1)}`,
      options: { ecu, source: `ldf:${path}` },
    },
  )!;
  expect(imported.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const after = snapshotWithChanges(snapshot, imported.changes, MODULE_DEFINITIONS);
  const verified = verifyProject(after, MODULE_DEFINITIONS, { language: 'en_us' });
  expect(verified.errList.map((r) => `${r.code} ${r.path} ${r.message}`).slice(0, 5)).toEqual([]);
  // Nothing derived is unknown to the definitions.
  expect(verified.warningList.filter((r) => r.code === 'W_0001').map((r) => r.message)).toEqual([]);
  const read = readArxml(
    writeEcucValues(exportEcucValues(after, MODULE_DEFINITIONS).modules),
    'values.arxml',
  );
  let m = 0;
  return containersFromArxml(read.model?.ecucValues ?? [], MODULE_DEFINITIONS, {
    file: 'values.arxml',
    newId: () => `r${(m += 1)}`,
  }).containers;
}

it('finds the LDFs of the corpus', () => {
  expect(files.length).toBeGreaterThanOrEqual(3);
});

describe.each(files)('%s', (path) => {
  const bytes = readFileSync(new URL(path, CORPUS));
  const ldf = readLdf(bytes, path).model!;
  const nodes = [ldf.nodes.master?.name, ldf.nodes.slaves[0]].filter((n): n is string => n !== undefined);

  it.each(nodes)(
    'derives node %s: its frames, their PDUs, paths, I-PDUs and signals, schedules and role',
    (ecu) => {
      const containers = derived(path, bytes, ecu);
      const byId = new Map(containers.map((c) => [c.id, c]));
      const text = (c: ContainerValue | undefined, p: string) =>
        typeof c?.values[p] === 'string' ? (c.values[p] as string) : undefined;
      const children = (parent: ContainerValue) => containers.filter((c) => c.parentId === parent.id);
      const signals = new Map(ldf.signals.map((s) => [s.name, s]));
      const failures: string[] = [];
      const linFrames = containers.filter((c) => c.definitionPath.endsWith('/LinIfChannel/LinIfFrame'));
      for (const frame of ldf.frames) {
        const publishes = frame.publisher === ecu;
        const subscribes = frame.signals.some((p) => signals.get(p.signal)?.subscribers.includes(ecu));
        if (!publishes && !subscribes) continue;
        const what = `${frame.name} (${frame.id})`;
        const linFrame = linFrames.find((f) => text(f, 'LinIfFrameId') === String(frame.id));
        if (!linFrame) {
          failures.push(`${what}: no LinIf frame`);
          continue;
        }
        if (text(linFrame, 'LinIfLength') !== String(frame.length ?? lin13Length(frame.id)))
          failures.push(`${what}: length ${text(linFrame, 'LinIfLength')}`);
        const direction = children(linFrame).find((c) => c.definitionPath.endsWith('/LinIfPduDirection'));
        const pdu = direction ? children(direction)[0] : undefined;
        const expected = publishes ? 'LinIfTxPdu' : 'LinIfRxPdu';
        if (!pdu?.definitionPath.endsWith(`/${expected}`)) {
          failures.push(`${what}: ${pdu?.definitionPath ?? 'no PDU'} instead of ${expected}`);
          continue;
        }
        const ecucPdu = byId.get(pdu.references[publishes ? 'LinIfTxPduRef' : 'LinIfRxPduRef']?.[0] ?? '');
        const route = containers.find(
          (c) =>
            c.definitionPath.endsWith(publishes ? '/PduRDestPdu' : '/PduRSrcPdu') &&
            c.references[publishes ? 'PduRDestPduRef' : 'PduRSrcPduRef']?.[0] === ecucPdu?.id,
        );
        const other = route
          ? containers.find(
              (c) =>
                c.parentId === route.parentId &&
                c.definitionPath.endsWith(publishes ? '/PduRSrcPdu' : '/PduRDestPdu'),
            )
          : undefined;
        const comPdu = other?.references[publishes ? 'PduRSrcPduRef' : 'PduRDestPduRef']?.[0];
        const ipdu = containers.find(
          (c) => c.definitionPath === '/Com/ComConfig/ComIPdu' && c.references['ComPduIdRef']?.[0] === comPdu,
        );
        if (!ipdu) {
          failures.push(`${what}: no PduR path to a Com I-PDU`);
          continue;
        }
        if (text(ipdu, 'ComIPduDirection') !== (publishes ? 'SEND' : 'RECEIVE'))
          failures.push(`${what}: direction`);
        const layout = (ipdu.references['ComIPduSignalRef'] ?? [])
          .map((id) => byId.get(id))
          .map(
            (s) => `${text(s, 'ComBitPosition')}:${text(s, 'ComBitSize')}:${text(s, 'ComSignalEndianness')}`,
          )
          .sort();
        const reference = frame.signals
          .map((p) => `${p.offset}:${signals.get(p.signal)?.size}:LITTLE_ENDIAN`)
          .sort();
        if (layout.join(';') !== reference.join(';'))
          failures.push(`${what}: layout ${layout.join(';')} instead of ${reference.join(';')}`);
      }
      expect(failures).toEqual([]);

      // Event-triggered and sporadic frames: their type, id, length and substitution frames.
      const isMaster = ecu === ldf.nodes.master?.name;
      const frameByName = new Map(ldf.frames.map((f) => [f.name, f]));
      const lengthOf = (names: readonly string[]) =>
        Math.max(
          ...names.map((n) => frameByName.get(n)).map((f) => (f ? (f.length ?? lin13Length(f.id)) : 1)),
        );
      const derivedHere = (name: string) => {
        const frame = frameByName.get(name);
        return (
          frame !== undefined &&
          (frame.publisher === ecu ||
            frame.signals.some((p) => signals.get(p.signal)?.subscribers.includes(ecu)))
        );
      };
      const publishedHere = (name: string) => frameByName.get(name)?.publisher === ecu;
      const substitutes = (frame: ContainerValue) =>
        containers
          .filter((c) => c.parentId === frame.id && c.definitionPath.endsWith('/LinIfSubstitutionFrames'))
          .map(
            (c) =>
              `${text(c, 'LinIfFramePriority')}:${text(byId.get(c.references['LinIfSubstitutionFrameRef']?.[0] ?? ''), 'LinIfFrameId')}`,
          )
          .sort();
      const expectedSubstitutes = (associated: readonly string[], take: (name: string) => boolean) =>
        associated
          .map((name, position) => (take(name) ? `${position}:${frameByName.get(name)?.id}` : undefined))
          .filter((s): s is string => s !== undefined)
          .sort();
      const special = (type: string, id: number | undefined) =>
        linFrames.find((f) => text(f, 'LinIfFrameType') === type && text(f, 'LinIfFrameId') === String(id));
      for (const etf of ldf.eventTriggeredFrames) {
        const take = (name: string) => derivedHere(name) && (isMaster || publishedHere(name));
        if (!etf.frames.some(take)) continue;
        const frame = special('EVENT_TRIGGERED', etf.id);
        expect(frame, `${etf.name}`).toBeDefined();
        expect(text(frame, 'LinIfLength'), etf.name).toBe(String(lengthOf(etf.frames)));
        expect(substitutes(frame!), etf.name).toEqual(expectedSubstitutes(etf.frames, take));
      }
      if (isMaster)
        for (const sporadic of ldf.sporadicFrames) {
          const made = sporadic.frames.filter(derivedHere);
          if (!made.some(publishedHere)) continue;
          const frame = special('SPORADIC', frameByName.get(made[0]!)?.id);
          expect(frame, sporadic.name).toBeDefined();
          expect(text(frame, 'LinIfLength'), sporadic.name).toBe(String(lengthOf(made)));
          expect(substitutes(frame!), sporadic.name).toEqual(
            expectedSubstitutes(sporadic.frames, publishedHere),
          );
        }

      // The master sends the headers: its schedule tables with every slot of the file; an event-triggered slot
      // names a collision-resolving table of the channel.
      const tables = containers.filter((c) => c.definitionPath.endsWith('/LinIfScheduleTable'));
      if (isMaster)
        for (const table of ldf.scheduleTables) {
          const made = tables.find((t) => t.shortName === table.name);
          const entries = made ? children(made) : [];
          expect(entries, table.name).toHaveLength(table.entries.length);
          for (const entry of entries) {
            const frame = byId.get(entry.references['LinIfFrameRef']?.[0] ?? '');
            expect(frame?.parentId, `${table.name}: the frame of ${entry.shortName}`).toBe(made?.parentId);
            if (text(frame, 'LinIfFrameType') !== 'EVENT_TRIGGERED') continue;
            const resolving = byId.get(entry.references['LinIfCollisionResolvingRef']?.[0] ?? '');
            expect(resolving?.definitionPath, `${table.name}: ${entry.shortName}`).toMatch(
              /\/LinIfScheduleTable$/,
            );
            expect(resolving?.parentId).toBe(made?.parentId);
          }
        }
      else expect(tables).toEqual([]);

      // The role agrees in LinSM and ComM.
      const linSM = containers.find((c) => c.definitionPath === '/LinSM/LinSMConfigSet/LinSMChannel');
      expect(text(linSM, 'LinSMNodeType')).toBe(isMaster ? 'MASTER' : 'SLAVE');
      const comM = byId.get(linSM?.references['LinSMComMNetworkHandleRef']?.[0] ?? '');
      expect(text(comM, 'ComMBusType')).toBe('COMM_BUS_TYPE_LIN');
      const management = comM
        ? children(comM).find((c) => c.definitionPath.endsWith('/ComMNetworkManagement'))
        : undefined;
      expect(text(management, 'ComMNmVariant')).toBe(isMaster ? 'LIGHT' : 'LINSLAVE');
      const linIf = containers.find((c) => c.definitionPath === '/LinIf/LinIfGlobalConfig/LinIfChannel');
      expect(linIf?.references['LinIfComMNetworkHandleRef']).toEqual([comM?.id]);
      expect(text(linIf, 'LinIfMaxFrameCnt')).toBe(String(Math.max(1, linFrames.length)));
      expect(linSM ? children(linSM) : []).toHaveLength(isMaster ? tables.length : 0);
    },
  );
});
