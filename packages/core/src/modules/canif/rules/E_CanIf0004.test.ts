import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanIf0004 } from './E_CanIf0004.js';

const RANGE = '/CanIf/CanIfInitCfg/CanIfInitHohCfg_0/CanIfHrhCfg_0/CanIfHrhRangeCfg_0';

describe('E_CanIf0004 HRH filter ranges in pairs, at least one', () => {
  const cases: [string, Record<string, string>, string[]][] = [
    ['base id with mask', { CanIfHrhRangeBaseId: '0x100', CanIfHrhRangeMask: '0x7F0' }, []],
    ['lower with upper', { CanIfHrhRangeRxLowerCanId: '0x100', CanIfHrhRangeRxUpperCanId: '0x1FF' }, []],
    ['no pair', {}, [`${RANGE} CanIfHrhRangeBaseId`]],
    ['base id alone', { CanIfHrhRangeBaseId: '0x100' }, [`${RANGE} CanIfHrhRangeMask`]],
    ['upper alone', { CanIfHrhRangeRxUpperCanId: '0x1FF' }, [`${RANGE} CanIfHrhRangeRxLowerCanId`]],
    [
      'a pair and half of the other',
      { CanIfHrhRangeBaseId: '0x100', CanIfHrhRangeMask: '0x7F0', CanIfHrhRangeRxLowerCanId: '0x100' },
      [`${RANGE} CanIfHrhRangeRxUpperCanId`],
    ],
  ];
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.add('/CanIf/CanIfInitCfg', 'CanIfInitHohCfg');
      fixture.add('/CanIf/CanIfInitCfg/CanIfInitHohCfg_0', 'CanIfHrhCfg');
      fixture.add('/CanIf/CanIfInitCfg/CanIfInitHohCfg_0/CanIfHrhCfg_0', 'CanIfHrhRangeCfg', values);
      expect(ruleRows(fixture, E_CanIf0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('says nothing without ranges', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.add('/CanIf/CanIfInitCfg', 'CanIfInitHohCfg');
    fixture.add('/CanIf/CanIfInitCfg/CanIfInitHohCfg_0', 'CanIfHrhCfg');
    expect(ruleRows(fixture, E_CanIf0004, MODULE_DEFINITIONS)).toEqual([]);
  });
});
