import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Can0001 } from './E_Can0001.js';

const SET = '/Can_0/CanConfigSet';

describe('E_Can0001 unique controller ids', () => {
  const cases: [string, string[], string[]][] = [
    ['no controller', [], []],
    ['distinct ids', ['0', '1', '2'], []],
    ['second repeats the first', ['0', '0', '1'], [`${SET}/CanController_1 CanControllerId`]],
    ['same id in hex', ['16', '0x10'], [`${SET}/CanController_1 CanControllerId`]],
    [
      'all the same',
      ['3', '3', '3'],
      [`${SET}/CanController_1 CanControllerId`, `${SET}/CanController_2 CanControllerId`],
    ],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      for (const id of ids) fixture.add(SET, 'CanController', { CanControllerId: id });
      expect(ruleRows(fixture, E_Can0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
