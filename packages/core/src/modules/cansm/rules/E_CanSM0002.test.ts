import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanSM0002 } from './E_CanSM0002.js';

describe('E_CanSM0002 CanSMSetBaudrateApi needs CanIf CanIfSetBaudrateApi', () => {
  const cases: [string, boolean, boolean, string[]][] = [
    ['both off', false, false, []],
    ['both on', true, true, []],
    ['CanSM on, CanIf off', true, false, ['/CanSM/CanSMGeneral CanSMSetBaudrateApi']],
    ['CanSM off, CanIf on', false, true, []],
  ];
  for (const [name, canSM, canIf, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/CanSM/CanSMGeneral', { CanSMSetBaudrateApi: canSM });
      fixture.set('/CanIf/CanIfPublicCfg', { CanIfSetBaudrateApi: canIf });
      expect(ruleRows(fixture, E_CanSM0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('says nothing without CanIf', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS.filter((d) => d.name !== 'CanIf'));
    fixture.set('/CanSM/CanSMGeneral', { CanSMSetBaudrateApi: true });
    expect(ruleRows(fixture, E_CanSM0002, MODULE_DEFINITIONS)).toEqual([]);
  });
});
