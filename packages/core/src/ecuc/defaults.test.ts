import { describe, expect, it } from 'vitest';
import { ECUC_MODULE, MEMIF_MODULE, NVM_MODULE } from '../modules/index.js';
import { defaultContainersFor, defaultValueOf } from './defaults.js';
import { integerParam, stringParam } from './builders.js';

function idSequence(): () => string {
  let n = 0;
  return () => `id${(n += 1)}`;
}

describe('defaultContainersFor', () => {
  it('creates the mandatory NvM containers with defaults, down to the chosen target block', () => {
    const containers = defaultContainersFor(NVM_MODULE, { newId: idSequence() });
    expect(containers.map((c) => [c.id, c.definitionPath, c.shortName, c.parentId])).toEqual([
      ['id1', '/NvM/NvMCommon', 'NvMCommon', null],
      ['id2', '/NvM/NvMBlockDescriptor', 'NvMBlockDescriptor_0', null],
      ['id3', '/NvM/NvMBlockDescriptor/NvMTargetBlockReference', 'NvMTargetBlockReference', 'id2'],
      ['id4', '/NvM/NvMBlockDescriptor/NvMTargetBlockReference/NvMEaRef', 'NvMEaRef', 'id3'],
    ]);
    const block = containers[1];
    expect(block?.values.NvMBlockManagementType).toBe('NVM_BLOCK_NATIVE');
    expect(block?.values.NvMNvBlockNum).toBe('1');
    expect(block?.values.NvMBlockUseCrc).toBe(false);
    // mandatory without a default, and optional parameters, hold nothing
    expect(block?.values).not.toHaveProperty('NvMNvBlockLength');
    expect(block?.values).not.toHaveProperty('NvMBlockCrcType');
    expect(containers.every((c) => c.version === 1 && c.module === 'NvM' && c.instanceId === 0)).toBe(true);
  });

  it('creates nothing for a module whose containers are all optional', () => {
    expect(defaultContainersFor(ECUC_MODULE)).toEqual([]);
  });

  it('gives each container a fresh id by default', () => {
    const [first] = defaultContainersFor(MEMIF_MODULE);
    const [second] = defaultContainersFor(MEMIF_MODULE);
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.id).not.toBe(second?.id);
    expect(first?.values).toEqual({
      MemIfDevErrorDetect: false,
      MemIfNumberOfDevices: '1',
      MemIfVersionInfoApi: false,
    });
  });
});

describe('defaultValueOf', () => {
  it('wraps defaults of multi-valued parameters in a list', () => {
    expect(defaultValueOf(integerParam('A', { default: '3' }))).toBe('3');
    expect(defaultValueOf(integerParam('A', { upper: 4, default: '3' }))).toEqual(['3']);
    expect(defaultValueOf(stringParam('B'))).toBeUndefined();
  });
});
