import { describe, expect, it } from 'vitest';
import { DBC_L003 } from './DBC_L003.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L003', () => {
  it.each([
    {
      name: 'the same id twice, extended ids apart',
      lines: ['BU_: A', 'BO_ 1 M: 8 A', 'BO_ 1 N: 8 A', 'BO_ 2147483649 X: 8 A'],
      rows: ['DBC_L003 3:1 message id 0x1 is used twice (N and M)'],
    },
    { name: 'distinct ids', lines: ['BU_: A', 'BO_ 1 M: 8 A', 'BO_ 2 N: 8 A'], rows: [] },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L003, lines)).toEqual(rows);
  });
});
