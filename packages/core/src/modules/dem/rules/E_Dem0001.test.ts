import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CONFIG_SET, demProject } from '../dem-fixture.js';
import { E_Dem0001 } from './E_Dem0001.js';

describe('E_Dem0001 unique DTC values', () => {
  /** DemDTC values in order; undefined leaves it empty. */
  const cases: [string, (string | undefined)[], string[]][] = [
    ['none', [], []],
    ['distinct', ['0x123456', '0x123457'], []],
    ['empty values are not compared', [undefined, undefined], []],
    [
      'the same value twice and three times',
      ['1193046', '0x123456', '0x000001', '0x123456'],
      [`${CONFIG_SET}/DemDTC_1 DemDtcValue`, `${CONFIG_SET}/DemDTC_3 DemDtcValue`],
    ],
  ];
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const fixture = demProject();
      for (const value of values)
        fixture.add(CONFIG_SET, 'DemDTC', value === undefined ? {} : { DemDtcValue: value });
      expect(ruleRows(fixture, E_Dem0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
