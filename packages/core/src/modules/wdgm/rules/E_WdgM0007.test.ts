import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { MODE, triggerOnDriver } from '../graph-fixture.js';
import { E_WdgM0007 } from './E_WdgM0007.js';

describe('E_WdgM0007 trigger condition within the driver maximum timeout', () => {
  /** [WdgMTriggerConditionValue (ms), WdgMaxTimeout (s), device linked to the driver]. */
  const cases: [string, string, string, boolean, string[]][] = [
    ['well below', '100', '0.5', true, []],
    ['equal', '500', '0.5', true, []],
    ['fractional maximum', '25', '0.025', true, []],
    ['above', '501', '0.5', true, [`${MODE}/WdgMTrigger_0 WdgMTriggerConditionValue`]],
    ['above, device without driver', '5000', '0.5', false, []],
  ];
  for (const [name, value, max, linked, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/Wdg_0/WdgGeneral', { WdgMaxTimeout: max, WdgInitialTimeout: '0' });
      triggerOnDriver(fixture, { WdgMTriggerConditionValue: value }, linked);
      expect(ruleRows(fixture, E_WdgM0007, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
