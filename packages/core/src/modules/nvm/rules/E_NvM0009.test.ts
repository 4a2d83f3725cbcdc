import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_NvM0009 } from './E_NvM0009.js';

describe('E_NvM0009 dataset blocks need API class 2 or 3', () => {
  const cases: [string, string, string[]][] = [
    ['NVM_API_CONFIG_CLASS_1', 'NVM_BLOCK_DATASET', ['/NvM/NvMBlockDescriptor_0 NvMBlockManagementType']],
    ['NVM_API_CONFIG_CLASS_2', 'NVM_BLOCK_DATASET', []],
    ['NVM_API_CONFIG_CLASS_1', 'NVM_BLOCK_NATIVE', []],
  ];
  for (const [apiClass, management, expected] of cases) {
    it(`${management} with ${apiClass}`, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/NvM/NvMCommon', { NvMApiConfigClass: apiClass });
      fixture.set('/NvM/NvMBlockDescriptor_0', { NvMBlockManagementType: management });
      expect(ruleRows(fixture, E_NvM0009, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
