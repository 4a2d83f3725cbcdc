import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CONFIG_SET, counterClass, demProject } from '../dem-fixture.js';
import { E_Dem0004 } from './E_Dem0004.js';

const CLASS = `${CONFIG_SET}/DemDebounceCounterBasedClass_0`;
const THRESHOLDS = { DemDebounceCounterFailedThreshold: '10', DemDebounceCounterPassedThreshold: '-10' };

describe('E_Dem0004 jump values within the thresholds', () => {
  const cases: [string, Record<string, ParamValue>, string[]][] = [
    ['no jumps', { DemDebounceCounterJumpDownValue: '50', DemDebounceCounterJumpUpValue: '-50' }, []],
    [
      'jumps to 0 and to the thresholds',
      {
        DemDebounceCounterJumpDown: true,
        DemDebounceCounterJumpDownValue: '-10',
        DemDebounceCounterJumpUp: true,
        DemDebounceCounterJumpUpValue: '10',
      },
      [],
    ],
    [
      'jump down below the passed threshold',
      { DemDebounceCounterJumpDown: true, DemDebounceCounterJumpDownValue: '-11' },
      [`${CLASS} DemDebounceCounterJumpDownValue`],
    ],
    [
      'jump up above the failed threshold',
      { DemDebounceCounterJumpUp: true, DemDebounceCounterJumpUpValue: '11' },
      [`${CLASS} DemDebounceCounterJumpUpValue`],
    ],
  ];
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const fixture = demProject();
      counterClass(fixture, { ...THRESHOLDS, ...values });
      expect(ruleRows(fixture, E_Dem0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
