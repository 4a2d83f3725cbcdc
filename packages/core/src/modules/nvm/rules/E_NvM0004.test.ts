import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_NvM0004 } from './E_NvM0004.js';

const BLOCK = '/NvM/NvMBlockDescriptor_0';

describe('E_NvM0004 ROM blocks need a ROM data address', () => {
  const cases: [string, Record<string, string | undefined>, string[]][] = [
    ['no ROM block', { NvMRomBlockNum: '0' }, []],
    ['ROM block with address', { NvMRomBlockNum: '1', NvMRomBlockDataAddress: '&NvM_Rom' }, []],
    ['ROM block without address', { NvMRomBlockNum: '1' }, [`${BLOCK} NvMRomBlockDataAddress`]],
    [
      'ROM block with empty address',
      { NvMRomBlockNum: '1', NvMRomBlockDataAddress: '' },
      [`${BLOCK} NvMRomBlockDataAddress`],
    ],
  ];
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set(BLOCK, values);
      expect(ruleRows(fixture, E_NvM0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
