import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { MODE } from '../graph-fixture.js';
import { E_WdgM0004 } from './E_WdgM0004.js';

describe('E_WdgM0004 alive supervision minimum margin within the expected indications', () => {
  /** Alive supervisions as [expected indications, min margin, max margin]. */
  const cases: [string, [string, string, string][], string[]][] = [
    ['none', [], []],
    ['margins inside', [['4', '1', '2']], []],
    ['min margin equal to the expected count', [['2', '2', '0']], []],
    ['large max margin is fine', [['1', '0', '200']], []],
    [
      'min margin above the expected count',
      [
        ['3', '1', '1'],
        ['1', '2', '0'],
      ],
      [`${MODE}/WdgMAliveSupervision_1 WdgMMinMargin`],
    ],
  ];
  for (const [name, supervisions, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      for (const [indications, min, max] of supervisions)
        fixture.add(MODE, 'WdgMAliveSupervision', {
          WdgMExpectedAliveIndications: indications,
          WdgMMinMargin: min,
          WdgMMaxMargin: max,
        });
      expect(ruleRows(fixture, E_WdgM0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
