import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanSM0001 } from './E_CanSM0001.js';

describe('E_CanSM0001 CanSMPncSupport needs CanIf CanIfPublicPnSupport', () => {
  const cases: [string, boolean, boolean, string[]][] = [
    ['both off', false, false, []],
    ['both on', true, true, []],
    ['CanSM on, CanIf off', true, false, ['/CanSM/CanSMGeneral CanSMPncSupport']],
    ['CanSM off, CanIf on', false, true, []],
  ];
  for (const [name, canSM, canIf, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/CanSM/CanSMGeneral', { CanSMPncSupport: canSM });
      fixture.set('/CanIf/CanIfPublicCfg', { CanIfPublicPnSupport: canIf });
      expect(ruleRows(fixture, E_CanSM0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('says nothing without CanIf', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS.filter((d) => d.name !== 'CanIf'));
    fixture.set('/CanSM/CanSMGeneral', { CanSMPncSupport: true });
    expect(ruleRows(fixture, E_CanSM0001, MODULE_DEFINITIONS)).toEqual([]);
  });
});
