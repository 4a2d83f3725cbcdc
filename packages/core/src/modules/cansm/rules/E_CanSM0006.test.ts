import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanSM0006 } from './E_CanSM0006.js';

const NETWORKS = '/CanSM/CanSMConfiguration/CanSMManagerNetwork';

describe('E_CanSM0006 a ComM channel in one CanSM manager network', () => {
  /** The ComM channel (index, or null for none) of each manager network. */
  const cases: [string, (number | null)[], string[]][] = [
    ['distinct channels', [0, 1, null], []],
    ['third repeats the first', [0, 1, 0], [`${NETWORKS}_2 CanSMComMNetworkHandleRef`]],
    ['networks without a channel', [null, null], []],
  ];
  for (const [name, channels, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      const comm = [
        fixture.add('/ComM/ComMConfigSet', 'ComMChannel'),
        fixture.add('/ComM/ComMConfigSet', 'ComMChannel'),
      ];
      channels.forEach((channel, index) => {
        if (index > 0) fixture.add('/CanSM/CanSMConfiguration', 'CanSMManagerNetwork');
        if (channel !== null)
          fixture.set(`${NETWORKS}_${index}`, {}, { CanSMComMNetworkHandleRef: [comm[channel]?.id ?? ''] });
      });
      expect(ruleRows(fixture, E_CanSM0006, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
