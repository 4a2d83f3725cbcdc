import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { MODE } from '../graph-fixture.js';
import { E_WdgM0002 } from './E_WdgM0002.js';

describe('E_WdgM0002 deadline minimum not above maximum', () => {
  /** Deadline supervisions as [min, max]; undefined keeps the default. */
  const cases: [string, [string | undefined, string | undefined][], string[]][] = [
    ['none', [], []],
    ['defaults', [[undefined, undefined]], []],
    ['min below max', [['0.001', '0.005']], []],
    ['min equal to max', [['0.005', '0.005']], []],
    [
      'min above max',
      [
        ['0.001', '0.002'],
        ['0.01', '0.005'],
      ],
      [`${MODE}/WdgMDeadlineSupervision_1 WdgMDeadlineMin`],
    ],
  ];
  for (const [name, deadlines, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      for (const [min, max] of deadlines)
        fixture.add(MODE, 'WdgMDeadlineSupervision', {
          ...(min === undefined ? {} : { WdgMDeadlineMin: min }),
          ...(max === undefined ? {} : { WdgMDeadlineMax: max }),
        });
      expect(ruleRows(fixture, E_WdgM0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
