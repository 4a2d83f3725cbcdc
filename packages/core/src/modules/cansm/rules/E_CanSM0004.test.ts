import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanSM0004 } from './E_CanSM0004.js';

describe('E_CanSM0004 CanSMTxOfflineActiveSupport needs CanIf CanIfTxOfflineActiveSupport', () => {
  const cases: [string, boolean, boolean, string[]][] = [
    ['both off', false, false, []],
    ['both on', true, true, []],
    ['CanSM on, CanIf off', true, false, ['/CanSM/CanSMGeneral CanSMTxOfflineActiveSupport']],
    ['CanSM off, CanIf on', false, true, []],
  ];
  for (const [name, canSM, canIf, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/CanSM/CanSMGeneral', { CanSMTxOfflineActiveSupport: canSM });
      fixture.set('/CanIf/CanIfPublicCfg', { CanIfTxOfflineActiveSupport: canIf });
      expect(ruleRows(fixture, E_CanSM0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('says nothing without CanIf', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS.filter((d) => d.name !== 'CanIf'));
    fixture.set('/CanSM/CanSMGeneral', { CanSMTxOfflineActiveSupport: true });
    expect(ruleRows(fixture, E_CanSM0004, MODULE_DEFINITIONS)).toEqual([]);
  });
});
