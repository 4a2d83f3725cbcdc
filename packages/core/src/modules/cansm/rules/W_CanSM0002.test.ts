import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { W_CanSM0002 } from './W_CanSM0002.js';

const NETWORK = '/CanSM/CanSMConfiguration/CanSMManagerNetwork_0';

describe('W_CanSM0002 CanSMBorTimeTxEnsured not shorter than CanSMBorTimeL1', () => {
  const cases: [string, Record<string, ParamValue>, string[]][] = [
    ['defaults', {}, []],
    ['equal', { CanSMBorTimeTxEnsured: '0.05', CanSMBorTimeL1: '0.05' }, []],
    [
      'shorter',
      { CanSMBorTimeTxEnsured: '0.01', CanSMBorTimeL1: '0.05' },
      [`${NETWORK} CanSMBorTimeTxEnsured`],
    ],
  ];
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set(NETWORK, values);
      expect(ruleRows(fixture, W_CanSM0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
