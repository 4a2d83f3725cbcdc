import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Wdg0001 } from './E_Wdg0001.js';

const GENERAL = '/Wdg_0/WdgGeneral';

describe('E_Wdg0001 initial timeout within the maximum timeout', () => {
  /** [WdgInitialTimeout, WdgMaxTimeout]; undefined keeps the default. */
  const cases: [string, string | undefined, string | undefined, string[]][] = [
    ['defaults', undefined, undefined, []],
    ['initial below the maximum', '0.05', '1', []],
    ['initial equal to the maximum', '0.5', '0.5', []],
    ['initial above the maximum', '2', '1', [`${GENERAL} WdgInitialTimeout`]],
    ['initial above the default maximum', '0.6', undefined, [`${GENERAL} WdgInitialTimeout`]],
  ];
  for (const [name, initial, max, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set(GENERAL, { WdgInitialTimeout: initial, WdgMaxTimeout: max });
      expect(ruleRows(fixture, E_Wdg0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
