import { describe, expect, it } from 'vitest';
import type { CoreRow } from '@ecuc/core/api';
import { coresForChip } from '@ecuc/core/catalogue';
import {
  allHardwareCoresUsed,
  canBeMaster,
  coreIdTaken,
  coreLocks,
  coreTypeOf,
  coreUpdateBody,
  hardwareCoreChoices,
  masterSwitchable,
  newCoreDefaults,
} from './coreEditing.js';

const tc275 = coresForChip('TC275');
const cyt2b9 = coresForChip('CYT2B9');

function core(overrides: Partial<CoreRow> = {}): CoreRow {
  return { id: 'c0', coreId: 0, hardwareCore: 'CPU0', isMaster: true, partitions: [], ...overrides };
}

describe('core locks', () => {
  it('never lets the master core be deleted', () => {
    expect(coreLocks(core()).delete).toBe('cores.masterKept');
    expect(coreLocks(core()).edit).toBeNull();
  });

  it('locks a core with a partition against edit and delete', () => {
    const locks = coreLocks(core({ isMaster: false, partitions: [{ id: 'p1', name: 'Partition' }] }));
    expect(locks.edit).toBe('cores.lockedByPartitions');
    expect(locks.delete).toBe('cores.deleteWithPartitions');
  });

  it('lets a plain core be edited and deleted', () => {
    expect(coreLocks(core({ isMaster: false }))).toEqual({
      edit: null,
      delete: null,
      deletePartition: 'cores.lastPartition',
    });
  });

  it('keeps the last partition of a core', () => {
    const one = core({ partitions: [{ id: 'p1', name: 'Partition' }] });
    expect(coreLocks(one).deletePartition).toBe('cores.lastPartition');
    const two = core({
      partitions: [
        { id: 'p1', name: 'Partition' },
        { id: 'p2', name: 'Partition_1' },
      ],
    });
    expect(coreLocks(two).deletePartition).toBeNull();
  });
});

describe('hardware core choices', () => {
  it('offers the chip’s cores and disables those another core uses', () => {
    const cores = [core(), core({ id: 'c1', coreId: 1, hardwareCore: 'CPU1', isMaster: false })];
    expect(hardwareCoreChoices(tc275, cores).map((c) => [c.value, c.disabled])).toEqual([
      ['CPU0', true],
      ['CPU1', true],
      ['CPU2', false],
    ]);
    // Editing CPU1 keeps its own hardware core selectable.
    expect(hardwareCoreChoices(tc275, cores, { id: 'c1' }).find((c) => c.value === 'CPU1')?.disabled).toBe(
      false,
    );
    expect(allHardwareCoresUsed(tc275, cores)).toBe(false);
    expect(allHardwareCoresUsed(tc275, [...cores, core({ id: 'c2', coreId: 2, hardwareCore: 'CPU2' })])).toBe(
      true,
    );
  });

  it('knows the core type and whether a core can be the master', () => {
    expect(coreTypeOf(tc275, 'CPU0')).toBe('TriCore TC1.6E');
    expect(coreTypeOf(tc275, 'CM4')).toBe('');
    expect(canBeMaster(cyt2b9, 'CM4')).toBe(true);
    expect(canBeMaster(cyt2b9, 'CM0+')).toBe(false);
  });
});

describe('new core defaults', () => {
  it('starts with the first hardware core as master in an empty project', () => {
    expect(newCoreDefaults(tc275, [])).toEqual({ coreId: 0, hardwareCore: 'CPU0', isMaster: true });
  });

  it('takes the next free hardware core and index, not master once there is one', () => {
    expect(newCoreDefaults(tc275, [core()])).toEqual({ coreId: 1, hardwareCore: 'CPU1', isMaster: false });
  });

  it('picks the lowest free index when the hardware core’s own index is taken', () => {
    const cores = [
      core({ hardwareCore: 'CPU2', coreId: 0 }),
      core({ id: 'c1', hardwareCore: 'CPU0', coreId: 1 }),
    ];
    expect(newCoreDefaults(tc275, cores)).toEqual({ coreId: 2, hardwareCore: 'CPU1', isMaster: false });
  });
});

describe('core dialog', () => {
  it('lets the master flag be set only where no master exists, or on a non-master being edited', () => {
    expect(masterSwitchable([])).toBe(true);
    expect(masterSwitchable([core()])).toBe(false);
    expect(masterSwitchable([core()], core())).toBe(false);
    expect(masterSwitchable([core()], core({ id: 'c1', isMaster: false }))).toBe(true);
  });

  it('finds a core index another core has', () => {
    const cores = [core(), core({ id: 'c1', coreId: 1 })];
    expect(coreIdTaken(cores, 1)).toBe(true);
    expect(coreIdTaken(cores, 1, { id: 'c1' })).toBe(false);
    expect(coreIdTaken(cores, 2)).toBe(false);
  });

  it('sends only the changed fields of a core', () => {
    const edited = core({ id: 'c1', coreId: 1, hardwareCore: 'CPU1', isMaster: false });
    expect(coreUpdateBody(edited, { coreId: 1, hardwareCore: 'CPU2', isMaster: false })).toEqual({
      id: 'c1',
      hardwareCore: 'CPU2',
    });
    expect(coreUpdateBody(edited, { coreId: 3, hardwareCore: 'CPU1', isMaster: true })).toEqual({
      id: 'c1',
      coreId: 3,
      isMaster: true,
    });
  });
});
