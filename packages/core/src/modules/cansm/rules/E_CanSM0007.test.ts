import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanSM0007 } from './E_CanSM0007.js';

const NETWORKS = '/CanSM/CanSMConfiguration/CanSMManagerNetwork';

describe('E_CanSM0007 CanSMBorTxConfirmationPolling needs CanIf CanIfPublicTxConfirmPollingSupport', () => {
  const cases: [string, boolean[], boolean, string[]][] = [
    ['polling off', [false, false], false, []],
    [
      'second network polls, CanIf off',
      [false, true],
      false,
      [`${NETWORKS}_1 CanSMBorTxConfirmationPolling`],
    ],
    ['both networks poll, CanIf on', [true, true], true, []],
  ];
  for (const [name, polling, canIf, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.add('/CanSM/CanSMConfiguration', 'CanSMManagerNetwork');
      polling.forEach((on, index) =>
        fixture.set(`${NETWORKS}_${index}`, { CanSMBorTxConfirmationPolling: on }),
      );
      fixture.set('/CanIf/CanIfPublicCfg', { CanIfPublicTxConfirmPollingSupport: canIf });
      expect(ruleRows(fixture, E_CanSM0007, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('says nothing without CanIf', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS.filter((d) => d.name !== 'CanIf'));
    fixture.set(`${NETWORKS}_0`, { CanSMBorTxConfirmationPolling: true });
    expect(ruleRows(fixture, E_CanSM0007, MODULE_DEFINITIONS)).toEqual([]);
  });
});
