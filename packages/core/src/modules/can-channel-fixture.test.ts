import { describe, expect, it } from 'vitest';
import { exportEcucValues } from '../ecuc/arxml-export.js';
import { containersFromArxml } from '../ecuc/arxml-import.js';
import type { ContainerValue } from '../ecuc/store-types.js';
import { readArxml, writeEcucValues } from '../formats/arxml/index.js';
import { verifyProject } from '../verify/engine.js';
import { viewOfSnapshot } from '../verify/views.js';
import { generatedCanStack, minimalCanChannel } from './can-channel-fixture.js';
import { COM_LAYOUT_VIEW } from './com/layout.js';
import { MODULE_DEFINITIONS } from './index.js';

/** Containers by module and short-name path, references as target paths: comparable across ids. */
function comparable(containers: readonly ContainerValue[]) {
  const byId = new Map(containers.map((c) => [c.id, c]));
  const pathOf = (c: ContainerValue): string => {
    const parent = c.parentId === null ? undefined : byId.get(c.parentId);
    return `${parent ? pathOf(parent) : `/${c.module}_${c.instanceId}`}/${c.shortName}`;
  };
  return Object.fromEntries(
    containers.map((c) => [
      pathOf(c),
      {
        definitionPath: c.definitionPath,
        values: Object.fromEntries(Object.entries(c.values).filter(([, v]) => v !== null)),
        references: Object.fromEntries(
          Object.entries(c.references)
            .filter(([, targets]) => targets.length > 0)
            .map(([name, targets]) => [name, targets.map((t) => (byId.has(t) ? pathOf(byId.get(t)!) : t))]),
        ),
      },
    ]),
  );
}

describe('a minimal CAN channel', () => {
  const { fixture } = minimalCanChannel(MODULE_DEFINITIONS);
  const snapshot = fixture.snapshot();

  it('verifies without findings', () => {
    const result = verifyProject(snapshot, fixture.definitions, { language: 'en_us' });
    expect([...result.errList, ...result.warningList].map((r) => `${r.code} ${r.path}`)).toEqual([]);
  });

  it('lays its two Motorola signals out in the bits of the Tx I-PDU', () => {
    const [layout, rx] = viewOfSnapshot(snapshot, fixture.definitions, COM_LAYOUT_VIEW).ipdus;
    expect(rx?.placed.map((p) => p.label)).toEqual(['BrakePressure']);
    expect(layout?.length).toBe(8);
    expect(layout?.placed.map((p) => [p.label, p.bits])).toEqual([
      ['VehicleSpeed', [8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7]],
      ['Gear', [20, 21, 22, 23]],
    ]);
  });

  it('comes back identical from an ECUC values export', () => {
    const exported = exportEcucValues(snapshot, fixture.definitions);
    expect(exported.omitted).toEqual([]);
    const read = readArxml(writeEcucValues(exported.modules), 'channel.arxml');
    expect(read.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    let n = 0;
    const imported = containersFromArxml(read.model?.ecucValues ?? [], fixture.definitions, {
      file: 'channel.arxml',
      newId: () => `r${(n += 1)}`,
    });
    expect(imported.diagnostics).toEqual([]);
    expect(imported.modules).toEqual(snapshot.modules);
    expect(comparable(imported.containers)).toEqual(comparable(snapshot.containers));
  });
});

describe('a generated CAN stack', () => {
  it('verifies without findings and lays every signal out without overlaps', () => {
    const fixture = generatedCanStack(MODULE_DEFINITIONS, { ipdus: 20, signalsPerIPdu: 4 });
    const snapshot = fixture.snapshot();
    const result = verifyProject(snapshot, fixture.definitions, { language: 'en_us' });
    expect(
      [...result.errList, ...result.warningList].map((r) => `${r.code} ${r.path} ${r.param ?? ''}`),
    ).toEqual([]);
    const view = viewOfSnapshot(snapshot, fixture.definitions, COM_LAYOUT_VIEW);
    expect(view.ipdus).toHaveLength(22);
    const generated = view.ipdus.slice(2);
    for (const layout of generated) {
      expect(layout.placed).toHaveLength(4);
      const bits = layout.placed.flatMap((p) => p.bits).sort((a, b) => a - b);
      expect(bits).toEqual(Array.from({ length: 64 }, (_, i) => i));
    }
  });
});
