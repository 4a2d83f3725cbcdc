import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CONFIG_SET, demProject } from '../dem-fixture.js';
import { E_Dem0002 } from './E_Dem0002.js';

describe('E_Dem0002 OBD DTC values in the OBD range and unique', () => {
  const cases: [string, string[], string[]][] = [
    ['none', [], []],
    ['P0100 and P0101', ['0x0100', '0x0101'], []],
    ['the range ends', ['1', '0xFFFF'], []],
    ['0x0000 stands for no DTC', ['0x0100', '0'], [`${CONFIG_SET}/DemObdDTC_1 DemDtcValue`]],
    ['a value used twice', ['0x0100', '0x0200', '256'], [`${CONFIG_SET}/DemObdDTC_2 DemDtcValue`]],
  ];
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const fixture = demProject();
      for (const value of values) fixture.add(CONFIG_SET, 'DemObdDTC', { DemDtcValue: value });
      expect(ruleRows(fixture, E_Dem0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
