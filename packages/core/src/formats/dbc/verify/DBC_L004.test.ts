import { describe, expect, it } from 'vitest';
import { DBC_L004 } from './DBC_L004.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L004', () => {
  it.each([
    {
      name: 'the same name twice',
      lines: ['BU_: A', 'BO_ 1 M: 8 A', 'BO_ 2 M: 8 A'],
      rows: ['DBC_L004 3:1 message name M is used twice'],
    },
    { name: 'distinct names', lines: ['BU_: A', 'BO_ 1 M: 8 A', 'BO_ 2 N: 8 A'], rows: [] },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L004, lines)).toEqual(rows);
  });
});
