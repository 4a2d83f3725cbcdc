import { describe, expect, it } from 'vitest';
import { referenceTargetContext, targetFilterOf } from '../../ecuc/reference-targets.js';
import type { ContainerValue } from '../../ecuc/store-types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../index.js';
import { WDGM_PATHS, WDGM_REFS } from './definition.js';
import { ENTITY, MODE, internalGraph } from './graph-fixture.js';

/** `parent/name` of the `destination` containers a picker of `reference` offers the holder at `holderPath`. */
function offered(
  fixture: ProjectFixture,
  holderPath: string,
  reference: string,
  destination: string,
): string[] {
  const snapshot = fixture.snapshot();
  const filter = targetFilterOf(fixture.definitions, reference);
  expect(filter, reference).toBeDefined();
  const context = referenceTargetContext(snapshot, fixture.definitions, fixture.get(holderPath));
  const parentName = (c: ContainerValue) =>
    snapshot.containers.find((p) => p.id === c.parentId)?.shortName ?? '';
  return snapshot.containers
    .filter((c) => c.definitionPath === destination && filter?.(c, context) === true)
    .map((c) => `${parentName(c)}/${c.shortName}`)
    .sort();
}

describe('WdgM reference pickers', () => {
  it('offer a supervised entity its own checkpoints for its internal graph', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const spec = { checkpoints: 2, transitions: [[0, 1]] as const, initial: [0], final: [1] };
    internalGraph(fixture, 0, spec);
    internalGraph(fixture, 1, spec);
    const own = ['WdgMSupervisedEntity_1/WdgMCheckpoint_0', 'WdgMSupervisedEntity_1/WdgMCheckpoint_1'];
    for (const ref of [WDGM_REFS.internalInitial, WDGM_REFS.internalFinal])
      expect(
        offered(fixture, `${ENTITY}_1`, `${WDGM_PATHS.supervisedEntity}/${ref}`, WDGM_PATHS.checkpoint),
      ).toEqual(own);
    for (const ref of [WDGM_REFS.internalSource, WDGM_REFS.internalDest])
      expect(
        offered(
          fixture,
          `${ENTITY}_1/WdgMInternalTransition_0`,
          `${WDGM_PATHS.internalTransition}/${ref}`,
          WDGM_PATHS.checkpoint,
        ),
      ).toEqual(own);
  });

  it('offer a watchdog the WdgIf devices no other watchdog drives, its own included', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const devices = [fixture.add('/WdgIf', 'WdgIfDevice'), fixture.add('/WdgIf', 'WdgIfDevice')];
    fixture.add('/WdgM/WdgMGeneral', 'WdgMWatchdog');
    fixture.add('/WdgM/WdgMGeneral', 'WdgMWatchdog');
    fixture.set('/WdgM/WdgMGeneral/WdgMWatchdog_0', {}, { WdgMWatchdogDeviceRef: [devices[0]?.id ?? ''] });
    const reference = `${WDGM_PATHS.watchdog}/WdgMWatchdogDeviceRef`;
    expect(offered(fixture, '/WdgM/WdgMGeneral/WdgMWatchdog_1', reference, '/WdgIf/WdgIfDevice')).toEqual([
      '/WdgIfDevice_1',
    ]);
    expect(offered(fixture, '/WdgM/WdgMGeneral/WdgMWatchdog_0', reference, '/WdgIf/WdgIfDevice')).toEqual([
      '/WdgIfDevice_0',
      '/WdgIfDevice_1',
    ]);
  });

  it('offer local status parameters the supervised entities the mode does not name yet', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.add('/WdgM/WdgMGeneral', 'WdgMSupervisedEntity');
    fixture.add(MODE, 'WdgMLocalStatusParams');
    fixture.add(MODE, 'WdgMLocalStatusParams');
    fixture.set(
      `${MODE}/WdgMLocalStatusParams_0`,
      {},
      { WdgMLocalStatusSupervisedEntityRef: [fixture.get(`${ENTITY}_0`).id] },
    );
    const reference = `${WDGM_PATHS.localStatusParams}/WdgMLocalStatusSupervisedEntityRef`;
    expect(
      offered(fixture, `${MODE}/WdgMLocalStatusParams_1`, reference, WDGM_PATHS.supervisedEntity),
    ).toEqual(['WdgMGeneral/WdgMSupervisedEntity_1']);
  });
});
