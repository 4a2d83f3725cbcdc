import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_LinTrcv0001 } from './E_LinTrcv0001.js';

const DRIVER = '/LinTrcv_0';

describe('E_LinTrcv0001 unique channel ids', () => {
  const cases: [string, string[], string[]][] = [
    ['no channel', [], []],
    ['one channel', ['0'], []],
    ['distinct ids', ['0', '1', '2'], []],
    ['second repeats the first', ['1', '1'], [`${DRIVER}/LinTrcvChannel_1 LinTrcvChannelId`]],
    [
      'all the same',
      ['2', '2', '2'],
      [`${DRIVER}/LinTrcvChannel_1 LinTrcvChannelId`, `${DRIVER}/LinTrcvChannel_2 LinTrcvChannelId`],
    ],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      for (const id of ids) fixture.add(DRIVER, 'LinTrcvChannel', { LinTrcvChannelId: id });
      expect(ruleRows(fixture, E_LinTrcv0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
