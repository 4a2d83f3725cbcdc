import type { SnapshotInMessage } from './snapshot.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { registerThrowawayModule, THROWAWAY_MODULE, THROWAWAY_PLUGIN } from '@ecuc/core/testing';
import type { ContainerValue, ProjectSnapshot } from '@ecuc/core/ecuc';
import { testWorkPool } from '../testing/test-app.js';
import { definitionsForMessage, definitionsFromMessage } from './definitions.js';
import type { WorkPool } from './pool.js';

const emptySnapshot = (containers: ContainerValue[] = []): ProjectSnapshot => ({
  project: { id: '1', name: 'Bus ECU', chip: 'TC275', compiler: 'tasking' },
  modules: [{ module: THROWAWAY_MODULE, instanceId: 0, definitionVersion: 1 }],
  containers,
});

const inMessage = ({ containers, ...snapshot }: ProjectSnapshot): SnapshotInMessage => ({
  ...snapshot,
  modules: [...snapshot.modules],
  containersJson: [JSON.stringify(containers)],
});

describe('the work threads', () => {
  let pool: WorkPool;
  let unregister: () => void;

  beforeAll(async () => {
    unregister = registerThrowawayModule();
    pool = await testWorkPool();
  });
  afterAll(() => unregister());

  it("import a file with the importer registered in the thread, reading the project's other files", async () => {
    const before = pool.completed;
    const imported = await pool.run('importFile', {
      file: 'bus.zzt',
      bytes: new TextEncoder().encode('channel Left 1\nchannel Right 2\nnoise\n'),
      files: [],
      snapshot: inMessage(emptySnapshot()),
      definitions: definitionsForMessage([THROWAWAY_PLUGIN.definition]),
      language: 'en_us',
    });
    expect(imported.read).toBe(true);
    expect(imported.changes).toMatchObject({ created: 2, updated: 0, update: [] });
    expect(imported.changes.createdInstances).toEqual([{ module: THROWAWAY_MODULE, instanceId: 0 }]);
    const rows = imported.changes.create.flatMap(
      (text) => JSON.parse(text) as { short_name: string; parameter_values: Record<string, unknown> }[],
    );
    expect(rows.map((c) => [c.short_name, c.parameter_values.ZztChannelId])).toEqual([
      ['Left', '1'],
      ['Right', '2'],
    ]);
    expect(imported.diagnostics).toEqual([
      expect.objectContaining({ line: 3, message: 'not a channel: noise' }),
    ]);
    expect(imported.reports[0]).toMatchObject({
      module: THROWAWAY_MODULE,
      report: { facts: { channels: 2 } },
    });
    expect(pool.completed - before).toBe(1);
    const unread = await pool.run('importFile', {
      file: 'bus.unknown',
      bytes: new Uint8Array(0),
      files: [],
      snapshot: inMessage(emptySnapshot()),
      definitions: [],
      language: 'en_us',
    });
    expect(unread.read).toBe(false);
  });

  it('carry a registered definition by name and any other as data', () => {
    const own = { name: 'Own', moduleId: 9999, version: 1, containers: [] };
    const message = definitionsForMessage([THROWAWAY_PLUGIN.definition, own]);
    expect(message).toEqual([{ registered: THROWAWAY_MODULE }, { data: own }]);
    expect(definitionsFromMessage(message)[0]).toBe(THROWAWAY_PLUGIN.definition);
    expect(() => definitionsFromMessage([{ registered: 'Nowhere' }])).toThrow(/Nowhere is not registered/);
  });

  it('keep the request thread free while they verify a large configuration', async () => {
    const channels: ContainerValue[] = Array.from({ length: 60_000 }, (_, i) => ({
      id: randomUUID(),
      module: THROWAWAY_MODULE,
      instanceId: 0,
      definitionPath: '/Zzt/ZztChannel',
      parentId: null,
      shortName: `Channel_${i}`,
      position: i,
      values: { ZztChannelId: String(i % 200) },
      references: {},
      version: 1,
    }));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    const result = await pool.run('verify', {
      snapshot: emptySnapshot(channels),
      definitions: definitionsForMessage([THROWAWAY_PLUGIN.definition]),
      language: 'en_us',
    });
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(result.errList.filter((row) => row.code === 'E_Zzt0001')).toHaveLength(60_000 - 200);
    // Ticks due every 10 ms: at least a third of them came while the thread worked.
    expect(elapsed).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(elapsed / 10 / 3);
  });
});
