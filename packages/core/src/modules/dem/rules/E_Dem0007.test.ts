import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { GENERAL, demProject } from '../dem-fixture.js';
import { E_Dem0007 } from './E_Dem0007.js';

describe('E_Dem0007 unique freeze frame and extended data record numbers', () => {
  const cases: [string, string[], string[], string[]][] = [
    ['none', [], [], []],
    ['distinct, and the same number in both kinds', ['1', '2'], ['1', '2'], []],
    [
      'a freeze frame record number twice',
      ['1', '2', '1'],
      ['1'],
      [`${GENERAL}/DemFreezeFrameRecordClass_2 DemFreezeFrameRecordNumber`],
    ],
    [
      'an extended data record number twice',
      [],
      ['16', '16'],
      [`${GENERAL}/DemExtendedDataRecordClass_1 DemExtendedDataRecordNumber`],
    ],
  ];
  for (const [name, frames, extended, expected] of cases) {
    it(name, () => {
      const fixture = demProject();
      for (const number of frames)
        fixture.add(GENERAL, 'DemFreezeFrameRecordClass', { DemFreezeFrameRecordNumber: number });
      for (const number of extended)
        fixture.add(GENERAL, 'DemExtendedDataRecordClass', { DemExtendedDataRecordNumber: number });
      expect(ruleRows(fixture, E_Dem0007, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
