import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Mcu0004 } from './E_Mcu0004.js';

const CONFIG = '/Mcu/McuModuleConfiguration';
const row = (n: number): string => `${CONFIG}/McuModeSettingConf_${n} McuMode`;

describe('E_Mcu0004 MCU mode ids unique and below McuNumberOfMcuModes', () => {
  /** [name, McuNumberOfMcuModes, McuMode of each mode setting, expected rows]. */
  const cases: [string, string, string[], string[]][] = [
    ['a fresh module', '1', ['0'], []],
    ['three modes numbered 0..2', '3', ['0', '1', '2'], []],
    ['ids in any order', '3', ['2', '0', '1'], []],
    ['fewer modes than the number', '4', ['0', '3'], []],
    ['a mode id at the number', '2', ['0', '2'], [row(1)]],
    ['more modes than the number', '2', ['0', '1', '2'], [row(2)]],
    ['repeated id', '3', ['1', '1'], [row(1)]],
    ['repeated and out of range', '1', ['1', '1'], [row(0), row(1), row(1)]],
    ['no modes at all', '0', ['0'], [row(0)]],
  ];
  for (const [name, count, modes, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set(CONFIG, { McuNumberOfMcuModes: count });
      const [first, ...rest] = modes;
      fixture.set(`${CONFIG}/McuModeSettingConf_0`, { McuMode: first });
      for (const mode of rest) fixture.add(CONFIG, 'McuModeSettingConf', { McuMode: mode });
      expect(ruleRows(fixture, E_Mcu0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
