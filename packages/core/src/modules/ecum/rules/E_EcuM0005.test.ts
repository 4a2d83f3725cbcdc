import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_EcuM0005 } from './E_EcuM0005.js';

const CONFIGURATION = '/EcuM/EcuMConfiguration';
const FLEX = `${CONFIGURATION}/EcuMFlexConfiguration`;
const GENERAL = '/EcuM/EcuMFlexGeneral';
const SOURCE = `${CONFIGURATION}/EcuMCommonConfiguration/EcuMWakeupSource_0`;

/** EcuMFlexGeneral absent, or its EcuMAlarmClockPresent with or without the alarm wakeup source. */
type General = 'absent' | 'off' | 'on' | 'on with source';

describe('E_EcuM0005 alarm clocks with the feature and its wakeup source', () => {
  const cases: [string, General, number, string[]][] = [
    ['no flex general, no clock', 'absent', 0, []],
    ['feature off, no clock', 'off', 0, []],
    ['feature on with its source and a clock', 'on with source', 1, []],
    ['feature on without a source', 'on', 0, [`${GENERAL} EcuMAlarmWakeupSource`]],
    ['clocks while the feature is off', 'off', 2, [`${FLEX}/EcuMAlarmClock_0`, `${FLEX}/EcuMAlarmClock_1`]],
    ['a clock without flex general', 'absent', 1, [`${FLEX}/EcuMAlarmClock_0`]],
  ];
  for (const [name, general, clocks, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.add(CONFIGURATION, 'EcuMFlexConfiguration');
      if (general !== 'absent') {
        fixture.add('/EcuM', 'EcuMFlexGeneral');
        const source = general === 'on with source' ? [fixture.get(SOURCE).id] : [];
        fixture.set(GENERAL, { EcuMAlarmClockPresent: general !== 'off' }, { EcuMAlarmWakeupSource: source });
      }
      for (let i = 0; i < clocks; i += 1) fixture.add(FLEX, 'EcuMAlarmClock');
      expect(ruleRows(fixture, E_EcuM0005, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
