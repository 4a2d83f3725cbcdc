import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_EcuM0001 } from './E_EcuM0001.js';

const COMMON = '/EcuM/EcuMConfiguration/EcuMCommonConfiguration';

describe('E_EcuM0001 unique wakeup source ids', () => {
  /** The EcuMWakeupSourceId of each wakeup source, the first being the one a fresh EcuM has. */
  const cases: [string, string[], string[]][] = [
    ['the fresh source', ['0'], []],
    ['the five predefined bits and a bus', ['0', '1', '2', '3', '4', '5'], []],
    ['third repeats the first', ['5', '6', '5'], [`${COMMON}/EcuMWakeupSource_2 EcuMWakeupSourceId`]],
    [
      'all on one bit',
      ['7', '7', '7'],
      [`${COMMON}/EcuMWakeupSource_1 EcuMWakeupSourceId`, `${COMMON}/EcuMWakeupSource_2 EcuMWakeupSourceId`],
    ],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      ids.forEach((id, index) => {
        if (index > 0) fixture.add(COMMON, 'EcuMWakeupSource');
        fixture.set(`${COMMON}/EcuMWakeupSource_${index}`, { EcuMWakeupSourceId: id });
      });
      expect(ruleRows(fixture, E_EcuM0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
