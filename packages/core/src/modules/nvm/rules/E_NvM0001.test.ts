import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { verifyProject } from '../../../verify/engine.js';
import { ruleRows } from '../../rule-harness.js';
import { E_NvM0001 } from './E_NvM0001.js';

const BLOCK = '/NvM/NvMBlockDescriptor_0';

describe('E_NvM0001 NvMNvBlockNum by management type', () => {
  const cases: [string, Record<string, string>, string[]][] = [
    ['native with 1', { NvMBlockManagementType: 'NVM_BLOCK_NATIVE', NvMNvBlockNum: '1' }, []],
    [
      'native with 2',
      { NvMBlockManagementType: 'NVM_BLOCK_NATIVE', NvMNvBlockNum: '2' },
      [`${BLOCK} NvMNvBlockNum`],
    ],
    ['redundant with 2', { NvMBlockManagementType: 'NVM_BLOCK_REDUNDANT', NvMNvBlockNum: '2' }, []],
    [
      'redundant with 1',
      { NvMBlockManagementType: 'NVM_BLOCK_REDUNDANT', NvMNvBlockNum: '1' },
      [`${BLOCK} NvMNvBlockNum`],
    ],
    ['dataset with 5 (other rule)', { NvMBlockManagementType: 'NVM_BLOCK_DATASET', NvMNvBlockNum: '5' }, []],
  ];
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set(BLOCK, values);
      expect(ruleRows(fixture, E_NvM0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
  it('says what is expected', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.set(BLOCK, { NvMBlockManagementType: 'NVM_BLOCK_REDUNDANT', NvMNvBlockNum: '1' });
    const rows = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' }).errList;
    expect(rows.find((r) => r.code === 'E_NvM0001')?.message).toBe(
      'A NVM_BLOCK_REDUNDANT block needs NvMNvBlockNum = 2, has 1',
    );
  });
});
