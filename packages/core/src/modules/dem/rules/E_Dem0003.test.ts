import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CONFIG_SET, counterClass, demProject } from '../dem-fixture.js';
import { E_Dem0003 } from './E_Dem0003.js';

const CLASS = `${CONFIG_SET}/DemDebounceCounterBasedClass_0`;

describe('E_Dem0003 counter debounce thresholds and steps', () => {
  const cases: [string, Record<string, ParamValue>, string[]][] = [
    ['the initial class', {}, []],
    [
      'fails at 3, passes at -2',
      { DemDebounceCounterFailedThreshold: '3', DemDebounceCounterPassedThreshold: '-2' },
      [],
    ],
    [
      'failed threshold 0',
      { DemDebounceCounterFailedThreshold: '0' },
      [`${CLASS} DemDebounceCounterFailedThreshold`],
    ],
    [
      'passed threshold 0',
      { DemDebounceCounterPassedThreshold: '0' },
      [`${CLASS} DemDebounceCounterPassedThreshold`],
    ],
    [
      'steps of 0 and -1',
      { DemDebounceCounterIncrementStepSize: '0', DemDebounceCounterDecrementStepSize: '-1' },
      [`${CLASS} DemDebounceCounterIncrementStepSize`, `${CLASS} DemDebounceCounterDecrementStepSize`],
    ],
  ];
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const fixture = demProject();
      counterClass(fixture, values);
      expect(ruleRows(fixture, E_Dem0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
