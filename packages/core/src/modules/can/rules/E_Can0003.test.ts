import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Can0003 } from './E_Can0003.js';

const SET = '/Can_0/CanConfigSet';

describe('E_Can0003 unique hardware object ids', () => {
  const cases: [string, string[], string[]][] = [
    ['no hardware object', [], []],
    ['distinct ids', ['0', '1', '2'], []],
    ['third repeats the first', ['0', '1', '0'], [`${SET}/CanHardwareObject_2 CanObjectId`]],
    ['same id in hex', ['255', '0xFF'], [`${SET}/CanHardwareObject_1 CanObjectId`]],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      for (const id of ids) fixture.add(SET, 'CanHardwareObject', { CanObjectId: id });
      expect(ruleRows(fixture, E_Can0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
