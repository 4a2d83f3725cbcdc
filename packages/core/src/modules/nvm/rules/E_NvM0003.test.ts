import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_NvM0003 } from './E_NvM0003.js';

const BLOCK = '/NvM/NvMBlockDescriptor_0';

describe('E_NvM0003 at most one ROM block unless dataset', () => {
  const cases: [string, string, string[]][] = [
    ['NVM_BLOCK_NATIVE', '1', []],
    ['NVM_BLOCK_NATIVE', '2', [`${BLOCK} NvMRomBlockNum`]],
    ['NVM_BLOCK_REDUNDANT', '3', [`${BLOCK} NvMRomBlockNum`]],
    ['NVM_BLOCK_DATASET', '3', []],
  ];
  for (const [management, roms, expected] of cases) {
    it(`${management} with ${roms} ROM blocks`, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set(BLOCK, { NvMBlockManagementType: management, NvMRomBlockNum: roms });
      expect(ruleRows(fixture, E_NvM0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
