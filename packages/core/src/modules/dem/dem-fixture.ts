/**
 * Dem projects for rule and event-table tests: events with a DTC, an operation cycle and a debounce class,
 * built on `ProjectFixture`.
 */
import type { ContainerValue, ParamValue } from '../../ecuc/store-types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../index.js';

export const CONFIG_SET = '/Dem/DemConfigSet';
export const GENERAL = '/Dem/DemGeneral';
export const CYCLE = `${GENERAL}/DemOperationCycle_0`;
export const MEMORY_SET = `${GENERAL}/DemEventMemorySet_0`;
export const PRIMARY = `${MEMORY_SET}/DemPrimaryMemory`;

export function demProject(): ProjectFixture {
  return new ProjectFixture(MODULE_DEFINITIONS);
}

/** The short-name path of a container added under `parent`. */
export function at(parent: string, added: ContainerValue): string {
  return `${parent}/${added.shortName}`;
}

/** Sets references of the container at `path` (merged with its others). */
export function link(fixture: ProjectFixture, path: string, refs: Record<string, ContainerValue[]>): void {
  const references: Record<string, string[]> = {};
  for (const [name, targets] of Object.entries(refs)) references[name] = targets.map((t) => t.id);
  fixture.set(path, {}, references);
}

/** Adds a counter-based debounce class with the given values. */
export function counterClass(
  fixture: ProjectFixture,
  values: Record<string, ParamValue> = {},
): ContainerValue {
  return fixture.add(CONFIG_SET, 'DemDebounceCounterBasedClass', values);
}

/** Adds a DTC with its attributes stored in the primary memory. */
export function dtcWithAttributes(
  fixture: ProjectFixture,
  value: string,
  attributeValues: Record<string, ParamValue> = {},
): { dtc: ContainerValue; attributes: ContainerValue } {
  const attributesPath = at(CONFIG_SET, fixture.add(CONFIG_SET, 'DemDTCAttributes', attributeValues));
  link(fixture, attributesPath, { DemMemoryDestinationRef: [fixture.get(PRIMARY)] });
  const dtcPath = at(CONFIG_SET, fixture.add(CONFIG_SET, 'DemDTC', { DemDtcValue: value }));
  link(fixture, dtcPath, { DemDTCAttributesRef: [fixture.get(attributesPath)] });
  return { dtc: fixture.get(dtcPath), attributes: fixture.get(attributesPath) };
}

/**
 * Adds an event on the first operation cycle, with a DTC when given and counter-based debouncing on
 * `debounce` when given; answers its path.
 */
export function event(
  fixture: ProjectFixture,
  options: { id?: string; dtc?: ContainerValue; debounce?: ContainerValue } = {},
): string {
  const added = fixture.add(CONFIG_SET, 'DemEventParameter', options.id ? { DemEventId: options.id } : {});
  const path = at(CONFIG_SET, added);
  link(fixture, path, {
    DemOperationCycleRef: [fixture.get(CYCLE)],
    ...(options.dtc ? { DemDTCRef: [options.dtc] } : {}),
  });
  if (options.debounce)
    link(fixture, choose(fixture, path, 'DemDebounceCounterBased'), {
      DemDebounceCounterBasedClassRef: [options.debounce],
    });
  return path;
}

/**
 * Makes `kind` the event's debounce algorithm (replacing the choice a new event starts with; none when
 * undefined) and answers the chosen container's path.
 */
export function choose(fixture: ProjectFixture, eventPath: string, kind: string | undefined): string {
  const algorithm = `${eventPath}/DemDebounceAlgorithmClass`;
  const parent = fixture.get(algorithm);
  for (const child of fixture.containers.filter((c) => c.parentId === parent.id))
    fixture.remove(`${algorithm}/${child.shortName}`);
  return kind === undefined ? algorithm : at(algorithm, fixture.add(algorithm, kind));
}
