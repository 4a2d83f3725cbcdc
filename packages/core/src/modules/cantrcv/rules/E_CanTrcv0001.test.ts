import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanTrcv0001 } from './E_CanTrcv0001.js';

const SET = '/CanTrcv_0/CanTrcvConfigSet';

describe('E_CanTrcv0001 unique channel ids', () => {
  const cases: [string, string[], string[]][] = [
    ['one channel', ['0'], []],
    ['distinct ids', ['0', '1', '2'], []],
    ['second repeats the first', ['1', '1'], [`${SET}/CanTrcvChannel_1 CanTrcvChannelId`]],
    [
      'all the same',
      ['2', '2', '2'],
      [`${SET}/CanTrcvChannel_1 CanTrcvChannelId`, `${SET}/CanTrcvChannel_2 CanTrcvChannelId`],
    ],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set(`${SET}/CanTrcvChannel_0`, { CanTrcvChannelId: ids[0] });
      for (const id of ids.slice(1)) fixture.add(SET, 'CanTrcvChannel', { CanTrcvChannelId: id });
      expect(ruleRows(fixture, E_CanTrcv0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
