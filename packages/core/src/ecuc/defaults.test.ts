import { describe, expect, it } from 'vitest';
import { ECUC_MODULE, MEMIF_MODULE, MODULE_DEFINITIONS, NVM_MODULE } from '../modules/index.js';
import { verifyProject } from '../verify/engine.js';
import {
  defaultContainersFor,
  defaultValueOf,
  defaultValuesFor,
  newContainerWithDefaults,
} from './defaults.js';
import { container, integerParam, stringParam } from './builders.js';

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
    // mandatory without a default: its initial value (the first free block id); optional ones hold nothing
    expect(block?.values.NvMNvBlockLength).toBe('1');
    expect(block?.values.NvMNvramBlockIdentifier).toBe('2');
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

describe('a freshly enabled module', () => {
  it.each(MODULE_DEFINITIONS.map((module) => [module.name, module] as const))(
    '%s verifies without errors',
    (_name, module) => {
      const containers = defaultContainersFor(module, { newId: idSequence() });
      const result = verifyProject(
        {
          project: { id: '1', name: 'Fresh', chip: 'TC275', compiler: 'tasking' },
          modules: [{ module: module.name, instanceId: 0, definitionVersion: module.version }],
          containers,
        },
        MODULE_DEFINITIONS,
        { language: 'en_us' },
      );
      expect(result.errList.map((row) => `${row.code} ${row.path} ${row.message}`)).toEqual([]);
    },
  );
});

describe('initial values', () => {
  const blockId = integerParam('BlockId', { min: '2', max: '5', initial: { unique: true } });
  const block = container('Block', {
    upper: 'infinite',
    parameters: [
      blockId,
      integerParam('Length', { min: '1', initial: '1' }),
      integerParam('Count', { default: '3', initial: '9' }),
      integerParam('Spare', { lower: 0, initial: '4' }),
    ],
  });
  const sibling = (id: string) => ({ definitionPath: '/M/Block', values: { BlockId: id } });

  it.each([
    ['no sibling: the minimum', [], '2'],
    ['the smallest value not held', ['2', '4'], '3'],
    ['values as typed (hexadecimal)', ['0x2', '0x3'], '4'],
    ['text that is no number is ignored', ['two', '2'], '3'],
    ['every value held: none', ['2', '3', '4', '5'], undefined],
  ] as const)('unique: %s', (_case, held, expected) => {
    expect(defaultValuesFor(block, held.map(sibling)).BlockId).toBe(expected);
  });

  it('a value initial for a mandatory parameter without a default; a default wins; optional ones stay empty', () => {
    const values = defaultValuesFor(block);
    expect(values.Length).toBe('1');
    expect(values.Count).toBe('3');
    expect(values).not.toHaveProperty('Spare');
  });

  it('a container added beside stored blocks takes the next free id; several made at once take one each', () => {
    const [added] = newContainerWithDefaults(block, '/M/Block', {
      module: 'M',
      instanceId: 0,
      parentId: null,
      siblingNames: ['Block_0', 'Block_1'],
      siblings: [sibling('2'), sibling('3'), { definitionPath: '/M/Other', values: { BlockId: '4' } }],
    });
    expect(added?.values.BlockId).toBe('4');
    const module = { name: 'M', moduleId: 1, version: 1, containers: [{ ...block, lower: 3 }] };
    expect(defaultContainersFor(module).map((c) => c.values.BlockId)).toEqual(['2', '3', '4']);
  });
});
