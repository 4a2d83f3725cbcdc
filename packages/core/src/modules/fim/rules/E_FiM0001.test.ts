import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_FiM0001 } from './E_FiM0001.js';

describe('E_FiM0001 unique function ids', () => {
  const cases: [string, string[], string[]][] = [
    ['no FID', [], []],
    ['one FID', ['0'], []],
    ['distinct ids', ['0', '7'], []],
    ['second repeats the first', ['3', '3'], ['/FiM/FiMConfigSet/FiMFID_1 FiMFunctionId']],
    [
      'all the same',
      ['1', '1', '1'],
      ['/FiM/FiMConfigSet/FiMFID_1 FiMFunctionId', '/FiM/FiMConfigSet/FiMFID_2 FiMFunctionId'],
    ],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      for (const id of ids) fixture.add('/FiM/FiMConfigSet', 'FiMFID', { FiMFunctionId: id });
      expect(ruleRows(fixture, E_FiM0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('gives a new FID the next free id', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.add('/FiM/FiMConfigSet', 'FiMFID');
    const second = fixture.add('/FiM/FiMConfigSet', 'FiMFID');
    expect(second.values.FiMFunctionId).toBe('1');
    expect(ruleRows(fixture, E_FiM0001, MODULE_DEFINITIONS)).toEqual([]);
  });
});
