/**
 * Supervised entities and external logical supervisions for WdgM tests: checkpoints, transitions and
 * initial / final references by checkpoint number.
 */
import type { ProjectFixture } from '../project-fixture.js';
import { WDGM_REFS } from './definition.js';

export const ENTITY = '/WdgM/WdgMGeneral/WdgMSupervisedEntity';
export const MODE = '/WdgM/WdgMConfigSet/WdgMMode_0';

/** A logical graph over checkpoints 0..n-1: transitions as [source, dest] pairs. */
export interface GraphSpec {
  checkpoints: number;
  transitions: readonly (readonly [number, number])[];
  initial: readonly number[];
  final: readonly number[];
}

/**
 * Gives supervised entity `entity` (created when it is not the first) `checkpoints` checkpoints and
 * its internal graph; answers the checkpoint container ids.
 */
export function internalGraph(fixture: ProjectFixture, entity: number, spec: GraphSpec): string[] {
  const path = `${ENTITY}_${entity}`;
  if (entity > 0) fixture.add('/WdgM/WdgMGeneral', 'WdgMSupervisedEntity');
  const ids = [fixture.get(`${path}/WdgMCheckpoint_0`).id];
  for (let n = 1; n < spec.checkpoints; n += 1) ids.push(fixture.add(path, 'WdgMCheckpoint').id);
  spec.transitions.forEach(([from, to], n) => {
    fixture.add(path, 'WdgMInternalTransition');
    fixture.set(
      `${path}/WdgMInternalTransition_${n}`,
      {},
      { [WDGM_REFS.internalSource]: [ids[from] ?? ''], [WDGM_REFS.internalDest]: [ids[to] ?? ''] },
    );
  });
  fixture.set(
    path,
    {},
    {
      [WDGM_REFS.internalInitial]: spec.initial.map((n) => ids[n] ?? ''),
      [WDGM_REFS.internalFinal]: spec.final.map((n) => ids[n] ?? ''),
    },
  );
  return ids;
}

/** An external logical supervision in mode 0 over checkpoint ids (of any entities). */
export function externalGraph(
  fixture: ProjectFixture,
  checkpoints: readonly string[],
  spec: Omit<GraphSpec, 'checkpoints'>,
): string {
  const supervision = fixture.add(MODE, 'WdgMExternalLogicalSupervision');
  const path = `${MODE}/${supervision.shortName}`;
  spec.transitions.forEach(([from, to], n) => {
    if (n > 0) fixture.add(path, 'WdgMExternalTransition');
    fixture.set(
      `${path}/WdgMExternalTransition_${n}`,
      {},
      {
        [WDGM_REFS.externalSource]: [checkpoints[from] ?? ''],
        [WDGM_REFS.externalDest]: [checkpoints[to] ?? ''],
      },
    );
  });
  fixture.set(
    path,
    {},
    {
      [WDGM_REFS.externalInitial]: spec.initial.map((n) => checkpoints[n] ?? ''),
      [WDGM_REFS.externalFinal]: spec.final.map((n) => checkpoints[n] ?? ''),
    },
  );
  return path;
}

/**
 * A trigger in mode 0 whose watchdog drives a WdgIf device standing for the Wdg driver (`linked`), or a
 * device without its driver; answers the trigger's path.
 */
export function triggerOnDriver(
  fixture: ProjectFixture,
  trigger: Record<string, string>,
  linked = true,
): string {
  const device = fixture.add('/WdgIf', 'WdgIfDevice');
  if (linked)
    fixture.set(`/WdgIf/${device.shortName}`, {}, { WdgIfDriverRef: [fixture.get('/Wdg_0/WdgGeneral').id] });
  const watchdog = fixture.add('/WdgM/WdgMGeneral', 'WdgMWatchdog');
  fixture.set(`/WdgM/WdgMGeneral/${watchdog.shortName}`, {}, { WdgMWatchdogDeviceRef: [device.id] });
  const created = fixture.add(MODE, 'WdgMTrigger', trigger);
  const path = `${MODE}/${created.shortName}`;
  fixture.set(path, {}, { WdgMTriggerWatchdogRef: [watchdog.id] });
  return path;
}
