/**
 * A small Dem project (with NvM) for the tests of this folder, built on core's ProjectFixture: an operation
 * cycle, counter-based debounce classes, DTCs stored in the primary memory, events naming them, and the primary
 * memory kept in an NvM block.
 */
import type { ContainerValue, ParamValue } from '@ecuc/core/ecuc';
import { DEM_MODULE, NVM_MODULE, ProjectFixture } from '@ecuc/core/modules';

export const CONFIG_SET = '/Dem/DemConfigSet';
export const GENERAL = '/Dem/DemGeneral';
export const CYCLE = `${GENERAL}/DemOperationCycle_0`;
export const MEMORY_SET = `${GENERAL}/DemEventMemorySet_0`;
export const PRIMARY = `${MEMORY_SET}/DemPrimaryMemory`;
export const NVM_BLOCK = '/NvM/NvMBlockDescriptor_0';
export const DEFINITIONS = [DEM_MODULE, NVM_MODULE];

export function demProject(): ProjectFixture {
  return new ProjectFixture(DEFINITIONS);
}

/** The short-name path of a container added under `parent`. */
export function at(parent: string, added: ContainerValue): string {
  return `${parent}/${added.shortName}`;
}

/** Sets references of the container at `path` (merged with its others); answers the container. */
export function link(
  fixture: ProjectFixture,
  path: string,
  refs: Record<string, ContainerValue[]>,
): ContainerValue {
  const references: Record<string, string[]> = {};
  for (const [name, targets] of Object.entries(refs)) references[name] = targets.map((t) => t.id);
  fixture.set(path, {}, references);
  return fixture.get(path);
}

/** Adds a counter-based debounce class with the given values. */
export function counterClass(fixture: ProjectFixture, values: Record<string, ParamValue>): ContainerValue {
  return fixture.add(CONFIG_SET, 'DemDebounceCounterBasedClass', values);
}

/** Adds a DTC of `value` whose attributes store it in the primary memory. */
export function dtc(fixture: ProjectFixture, value: string): ContainerValue {
  const attributes = at(CONFIG_SET, fixture.add(CONFIG_SET, 'DemDTCAttributes'));
  link(fixture, attributes, { DemMemoryDestinationRef: [fixture.get(PRIMARY)] });
  const added = at(CONFIG_SET, fixture.add(CONFIG_SET, 'DemDTC', { DemDtcValue: value }));
  return link(fixture, added, { DemDTCAttributesRef: [fixture.get(attributes)] });
}

/** Adds an event on the operation cycle, with the DTC and counter-based class given; answers it. */
export function event(
  fixture: ProjectFixture,
  values: Record<string, ParamValue>,
  options: { dtc?: ContainerValue; debounce?: ContainerValue } = {},
): ContainerValue {
  const path = at(CONFIG_SET, fixture.add(CONFIG_SET, 'DemEventParameter', values));
  link(fixture, path, {
    DemOperationCycleRef: [fixture.get(CYCLE)],
    ...(options.dtc ? { DemDTCRef: [options.dtc] } : {}),
  });
  const algorithm = `${path}/DemDebounceAlgorithmClass`;
  const holder = fixture.get(algorithm);
  for (const child of fixture.containers.filter((c) => c.parentId === holder.id))
    fixture.remove(`${algorithm}/${child.shortName}`);
  if (options.debounce)
    link(fixture, at(algorithm, fixture.add(algorithm, 'DemDebounceCounterBased')), {
      DemDebounceCounterBasedClassRef: [options.debounce],
    });
  return fixture.get(path);
}

/** Keeps the primary memory in one Dem NvM block naming the project's NvM block of `length` bytes. */
export function primaryInNvm(fixture: ProjectFixture, length: string): ContainerValue {
  fixture.set(NVM_BLOCK, { NvMNvBlockLength: length });
  const block = at(GENERAL, fixture.add(GENERAL, 'DemNvRamBlockId'));
  link(fixture, block, { DemNvRamBlockIdRef: [fixture.get(NVM_BLOCK)] });
  link(fixture, PRIMARY, { DemMemoryNvRamBlockIdRef: [fixture.get(block)] });
  return fixture.get(block);
}
