import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_WdgM0005 } from './E_WdgM0005.js';

const MODES = '/WdgM/WdgMConfigSet/WdgMMode';

describe('E_WdgM0005 unique mode ids', () => {
  const cases: [string, string[], string[]][] = [
    ['one mode', ['0'], []],
    ['distinct ids', ['0', '1', '2'], []],
    ['second repeats the first', ['1', '1'], [`${MODES}_1 WdgMModeId`]],
    ['all the same', ['2', '2', '2'], [`${MODES}_1 WdgMModeId`, `${MODES}_2 WdgMModeId`]],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      ids.forEach((id, n) => {
        if (n > 0) fixture.add('/WdgM/WdgMConfigSet', 'WdgMMode');
        fixture.set(`${MODES}_${n}`, { WdgMModeId: id });
      });
      expect(ruleRows(fixture, E_WdgM0005, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
