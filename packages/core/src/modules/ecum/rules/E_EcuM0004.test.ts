import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_EcuM0004 } from './E_EcuM0004.js';

const CONFIGURATION = '/EcuM/EcuMConfiguration';
const COMMON = `${CONFIGURATION}/EcuMCommonConfiguration`;
const FLEX = `${CONFIGURATION}/EcuMFlexConfiguration`;

/** The ids of the sleep modes, reset modes, shutdown causes, users and alarm clocks of a case. */
interface Ids {
  sleep: string[];
  reset: string[];
  cause: string[];
  user: string[];
  alarm: string[];
}

/** Container kind: its parent, definition name and id parameter; the flex ones exist once as `_0`. */
const KINDS: readonly [keyof Ids, string, string, string, boolean][] = [
  ['sleep', COMMON, 'EcuMSleepMode', 'EcuMSleepModeId', false],
  ['reset', FLEX, 'EcuMResetMode', 'EcuMResetModeId', true],
  ['cause', FLEX, 'EcuMShutdownCause', 'EcuMShutdownCauseId', true],
  ['user', FLEX, 'EcuMFlexUserConfig', 'EcuMFlexUser', true],
  ['alarm', FLEX, 'EcuMAlarmClock', 'EcuMAlarmClockId', false],
];

const none: Ids = { sleep: [], reset: ['0'], cause: ['0'], user: ['0'], alarm: [] };

describe('E_EcuM0004 ids unique per kind', () => {
  const cases: [string, Ids, string[]][] = [
    ['one of each', none, []],
    [
      'the same id in every kind',
      { sleep: ['1'], reset: ['1'], cause: ['1'], user: ['1'], alarm: ['1'] },
      [],
    ],
    ['distinct sleep modes', { ...none, sleep: ['0', '1'] }, []],
    [
      'two sleep modes on one id',
      { ...none, sleep: ['2', '2'] },
      [`${COMMON}/EcuMSleepMode_1 EcuMSleepModeId`],
    ],
    [
      'reset modes MCU, WDG, IO, MCU',
      { ...none, reset: ['0', '1', '2', '0'] },
      [`${FLEX}/EcuMResetMode_3 EcuMResetModeId`],
    ],
    [
      'two causes on one id',
      { ...none, cause: ['3', '3'] },
      [`${FLEX}/EcuMShutdownCause_1 EcuMShutdownCauseId`],
    ],
    ['two users on one id', { ...none, user: ['4', '4'] }, [`${FLEX}/EcuMFlexUserConfig_1 EcuMFlexUser`]],
    [
      'two alarm clocks on one id',
      { ...none, alarm: ['5', '5'] },
      [`${FLEX}/EcuMAlarmClock_1 EcuMAlarmClockId`],
    ],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.add(CONFIGURATION, 'EcuMFlexConfiguration');
      for (const [kind, parent, definition, param, created] of KINDS)
        ids[kind].forEach((id, index) => {
          if (index > 0 || !created) fixture.add(parent, definition);
          fixture.set(`${parent}/${definition}_${index}`, { [param]: id });
        });
      expect(ruleRows(fixture, E_EcuM0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
