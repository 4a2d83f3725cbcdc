import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_NvM0002 } from './E_NvM0002.js';

const BLOCK = '/NvM/NvMBlockDescriptor_0';

describe('E_NvM0002 dataset count within NvMDatasetSelectionBits', () => {
  const cases: [string, string, Record<string, string>, string[]][] = [
    ['4 of 4 with 2 bits', '2', { NvMNvBlockNum: '3', NvMRomBlockNum: '1' }, []],
    ['5 of 4 with 2 bits', '2', { NvMNvBlockNum: '3', NvMRomBlockNum: '2' }, [`${BLOCK} NvMNvBlockNum`]],
    ['2 of 1 with 0 bits', '0', { NvMNvBlockNum: '2', NvMRomBlockNum: '0' }, [`${BLOCK} NvMNvBlockNum`]],
    ['255 of 256 with 8 bits', '8', { NvMNvBlockNum: '255', NvMRomBlockNum: '0' }, []],
  ];
  for (const [name, bits, values, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/NvM/NvMCommon', { NvMDatasetSelectionBits: bits });
      fixture.set(BLOCK, {
        NvMBlockManagementType: 'NVM_BLOCK_DATASET',
        NvMRomBlockDataAddress: '&Rom',
        ...values,
      });
      expect(ruleRows(fixture, E_NvM0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
  it('ignores native blocks', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.set(BLOCK, { NvMNvBlockNum: '9' });
    expect(ruleRows(fixture, E_NvM0002, MODULE_DEFINITIONS)).toEqual([]);
  });
});
