import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { W_CanSM0001 } from './W_CanSM0001.js';

const NETWORK = '/CanSM/CanSMConfiguration/CanSMManagerNetwork_0';

describe('W_CanSM0001 bus-off recovery L1 before L2', () => {
  const cases: [string, Record<string, ParamValue>, string[]][] = [
    ['defaults', {}, []],
    ['L1 shorter than L2', { CanSMBorCounterL1ToL2: '2', CanSMBorTimeL1: '0.05', CanSMBorTimeL2: '0.5' }, []],
    ['counter 0', { CanSMBorCounterL1ToL2: '0' }, [`${NETWORK} CanSMBorCounterL1ToL2`]],
    ['L1 equal to L2', { CanSMBorTimeL1: '1', CanSMBorTimeL2: '1' }, [`${NETWORK} CanSMBorTimeL1`]],
    [
      'counter 0 and L1 above L2',
      { CanSMBorCounterL1ToL2: '0', CanSMBorTimeL1: '2', CanSMBorTimeL2: '1' },
      [`${NETWORK} CanSMBorCounterL1ToL2`, `${NETWORK} CanSMBorTimeL1`],
    ],
  ];
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set(NETWORK, values);
      expect(ruleRows(fixture, W_CanSM0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
