import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Lin0001 } from './E_Lin0001.js';

const SET = '/Lin_0/LinGlobalConfig';

describe('E_Lin0001 unique channel ids', () => {
  const cases: [string, string[], string[]][] = [
    ['no channel', [], []],
    ['one channel', ['0'], []],
    ['distinct ids', ['0', '1', '2'], []],
    ['second repeats the first', ['1', '1'], [`${SET}/LinChannel_1 LinChannelId`]],
    [
      'all the same',
      ['2', '2', '2'],
      [`${SET}/LinChannel_1 LinChannelId`, `${SET}/LinChannel_2 LinChannelId`],
    ],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      for (const id of ids) fixture.add(SET, 'LinChannel', { LinChannelId: id });
      expect(ruleRows(fixture, E_Lin0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
