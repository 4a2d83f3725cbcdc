import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CONFIG_SET, CYCLE, demProject, link } from '../dem-fixture.js';
import { E_Dem0005 } from './E_Dem0005.js';

const ATTRIBUTES = `${CONFIG_SET}/DemDTCAttributes_0`;

describe('E_Dem0005 aging needs a cycle and a threshold', () => {
  const cases: [string, boolean, string | undefined, boolean, string[]][] = [
    ['aging not allowed', false, undefined, false, []],
    ['aging with cycle and threshold', true, '40', true, []],
    ['aging without threshold', true, undefined, true, [`${ATTRIBUTES} DemAgingCycleCounterThreshold`]],
    ['aging without cycle', true, '40', false, [`${ATTRIBUTES} DemAgingCycleRef`]],
    [
      'aging with neither',
      true,
      undefined,
      false,
      [`${ATTRIBUTES} DemAgingCycleRef`, `${ATTRIBUTES} DemAgingCycleCounterThreshold`],
    ],
  ];
  for (const [name, allowed, threshold, cycle, expected] of cases) {
    it(name, () => {
      const fixture = demProject();
      fixture.add(CONFIG_SET, 'DemDTCAttributes', {
        DemAgingAllowed: allowed,
        ...(threshold ? { DemAgingCycleCounterThreshold: threshold } : {}),
      });
      if (cycle) link(fixture, ATTRIBUTES, { DemAgingCycleRef: [fixture.get(CYCLE)] });
      expect(ruleRows(fixture, E_Dem0005, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
