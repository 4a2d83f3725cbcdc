import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_NvM0005 } from './E_NvM0005.js';

describe('E_NvM0005 unique block ids', () => {
  const cases: [string, string[], string[]][] = [
    ['distinct ids', ['2', '3', '4'], []],
    [
      'second block repeats the first',
      ['2', '2', '4'],
      ['/NvM/NvMBlockDescriptor_1 NvMNvramBlockIdentifier'],
    ],
    ['same id written in hex', ['16', '0x10'], ['/NvM/NvMBlockDescriptor_1 NvMNvramBlockIdentifier']],
    [
      'all the same',
      ['7', '7', '7'],
      [
        '/NvM/NvMBlockDescriptor_1 NvMNvramBlockIdentifier',
        '/NvM/NvMBlockDescriptor_2 NvMNvramBlockIdentifier',
      ],
    ],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/NvM/NvMBlockDescriptor_0', { NvMNvramBlockIdentifier: ids[0] });
      for (const id of ids.slice(1))
        fixture.add('/NvM', 'NvMBlockDescriptor', { NvMNvramBlockIdentifier: id });
      expect(ruleRows(fixture, E_NvM0005, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
