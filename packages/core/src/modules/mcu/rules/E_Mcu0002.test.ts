import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Mcu0002 } from './E_Mcu0002.js';

const CONFIG = '/Mcu/McuModuleConfiguration';

describe('E_Mcu0002 unique clock setting ids', () => {
  const cases: [string, string[], string[]][] = [
    ['one setting', ['0'], []],
    ['distinct ids', ['0', '1', '2'], []],
    ['second repeats the first', ['3', '3'], [`${CONFIG}/McuClockSettingConfig_1 McuClockSettingId`]],
    [
      'all the same',
      ['1', '1', '1'],
      [
        `${CONFIG}/McuClockSettingConfig_1 McuClockSettingId`,
        `${CONFIG}/McuClockSettingConfig_2 McuClockSettingId`,
      ],
    ],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      const [first, ...rest] = ids;
      fixture.set(`${CONFIG}/McuClockSettingConfig_0`, { McuClockSettingId: first });
      for (const id of rest) fixture.add(CONFIG, 'McuClockSettingConfig', { McuClockSettingId: id });
      expect(ruleRows(fixture, E_Mcu0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('gives a new setting the next free id', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.add(CONFIG, 'McuClockSettingConfig');
    fixture.add(CONFIG, 'McuClockSettingConfig');
    expect(ruleRows(fixture, E_Mcu0002, MODULE_DEFINITIONS)).toEqual([]);
  });
});
