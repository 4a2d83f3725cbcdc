import { describe, expect, it } from 'vitest';
import { ECUM_SHUTDOWN_TARGETS, MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_EcuM0003 } from './E_EcuM0003.js';

const CONFIGURATION = '/EcuM/EcuMConfiguration';
const COMMON = `${CONFIGURATION}/EcuMCommonConfiguration`;
const TARGET = `${COMMON}/EcuMDefaultShutdownTarget`;
const { off, reset, sleep } = ECUM_SHUTDOWN_TARGETS;

/** Which mode references the default target holds. */
type Refs = 'none' | 'sleep' | 'reset' | 'both';

describe('E_EcuM0003 the default shutdown target names its mode', () => {
  const cases: [string, string, Refs, string[]][] = [
    ['off, as a fresh EcuM', off, 'none', []],
    ['off with modes named anyway', off, 'both', []],
    ['sleep with its sleep mode', sleep, 'sleep', []],
    ['sleep without a sleep mode', sleep, 'none', [`${TARGET} EcuMDefaultSleepModeRef`]],
    ['sleep naming only a reset mode', sleep, 'reset', [`${TARGET} EcuMDefaultSleepModeRef`]],
    ['reset with its reset mode', reset, 'reset', []],
    ['reset without a reset mode', reset, 'none', [`${TARGET} EcuMDefaultResetModeRef`]],
    ['reset naming only a sleep mode', reset, 'sleep', [`${TARGET} EcuMDefaultResetModeRef`]],
  ];
  for (const [name, target, refs, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      const sleepMode = fixture.add(COMMON, 'EcuMSleepMode');
      fixture.add(CONFIGURATION, 'EcuMFlexConfiguration');
      const resetMode = fixture.get(`${CONFIGURATION}/EcuMFlexConfiguration/EcuMResetMode_0`);
      const references: Record<string, string[]> = {};
      if (refs === 'sleep' || refs === 'both') references.EcuMDefaultSleepModeRef = [sleepMode.id];
      if (refs === 'reset' || refs === 'both') references.EcuMDefaultResetModeRef = [resetMode.id];
      fixture.set(TARGET, { EcuMDefaultShutdownTarget: target }, references);
      expect(ruleRows(fixture, E_EcuM0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
