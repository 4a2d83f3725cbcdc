import { describe, expect, it } from 'vitest';
import { verifyProject } from '../../verify/engine.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../index.js';
import { ENTITY, MODE, externalGraph, internalGraph } from './graph-fixture.js';
import { wdgmLogicalGraph } from './logical-graph.js';

/**
 * A whole watchdog stack: a Wdg driver behind a WdgIf device, a WdgM watchdog on the device triggered in
 * the initial mode, two supervised entities with an internal graph, alive and deadline supervision, and an
 * external graph across both. It verifies without findings of the four modules.
 */
function watchdogStack(): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  const device = fixture.add('/WdgIf', 'WdgIfDevice');
  fixture.set('/WdgIf/WdgIfDevice_0', {}, { WdgIfDriverRef: [fixture.get('/Wdg_0/WdgGeneral').id] });
  const watchdog = fixture.add('/WdgM/WdgMGeneral', 'WdgMWatchdog');
  fixture.set('/WdgM/WdgMGeneral/WdgMWatchdog_0', {}, { WdgMWatchdogDeviceRef: [device.id] });
  fixture.set('/WdgM/WdgMConfigSet', {}, { WdgMInitialMode: [fixture.get(MODE).id] });
  fixture.add(MODE, 'WdgMTrigger', { WdgMTriggerConditionValue: '100', WdgMWatchdogMode: 'WDGIF_FAST_MODE' });
  fixture.set(`${MODE}/WdgMTrigger_0`, {}, { WdgMTriggerWatchdogRef: [watchdog.id] });
  const a = internalGraph(fixture, 0, {
    checkpoints: 3,
    transitions: [
      [0, 1],
      [1, 2],
    ],
    initial: [0],
    final: [2],
  });
  const b = internalGraph(fixture, 1, { checkpoints: 2, transitions: [], initial: [], final: [] });
  fixture.add(MODE, 'WdgMAliveSupervision', { WdgMExpectedAliveIndications: '2', WdgMMinMargin: '1' });
  fixture.set(`${MODE}/WdgMAliveSupervision_0`, {}, { WdgMAliveSupervisionCheckpointRef: [a[0] ?? ''] });
  fixture.add(MODE, 'WdgMDeadlineSupervision', { WdgMDeadlineMin: '0.001', WdgMDeadlineMax: '0.004' });
  fixture.set(
    `${MODE}/WdgMDeadlineSupervision_0`,
    {},
    { WdgMDeadlineStartRef: [a[0] ?? ''], WdgMDeadlineStopRef: [a[2] ?? ''] },
  );
  fixture.add(MODE, 'WdgMLocalStatusParams');
  fixture.set(
    `${MODE}/WdgMLocalStatusParams_0`,
    {},
    { WdgMLocalStatusSupervisedEntityRef: [fixture.get(`${ENTITY}_1`).id] },
  );
  externalGraph(fixture, [b[0] ?? '', b[1] ?? ''], { transitions: [[0, 1]], initial: [0], final: [1] });
  return fixture;
}

describe('a watchdog stack (Wdg, WdgIf, WdgM)', () => {
  it('verifies without findings of its modules', () => {
    const result = verifyProject(watchdogStack().snapshot(), MODULE_DEFINITIONS, { language: 'en_us' });
    const ours = (path: string) => /^\/(Wdg_0|WdgIf|WdgM|Tm)\//.test(path);
    expect(
      [...result.errList, ...result.warningList]
        .filter((row) => ours(row.path))
        .map((row) => `${row.code} ${row.path} ${row.message}`),
    ).toEqual([]);
  });

  it('draws its graphs, every checkpoint reached', () => {
    const graph = wdgmLogicalGraph(watchdogStack().snapshot());
    expect(graph.entities.map((g) => [g.name, g.configured, g.unreachable])).toEqual([
      ['WdgMSupervisedEntity_0', true, []],
      ['WdgMSupervisedEntity_1', false, []],
    ]);
    expect(graph.external.map((g) => [g.name, g.nodes.length, g.edges.length, g.unreachable])).toEqual([
      ['WdgMExternalLogicalSupervision_0', 2, 1, []],
    ]);
  });
});
