import { describe, expect, it } from 'vitest';
import { DBC_L011 } from './DBC_L011.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L011', () => {
  it.each([
    {
      name: 'ids outside their format',
      lines: [
        'BU_: A',
        'BO_ 2048 Wide: 8 A',
        'BO_ -1 Negative: 8 A',
        'BO_ 2047 Top: 8 A',
        'BO_ 2684354559 Ext: 8 A',
      ],
      rows: [
        'DBC_L011 2:1 id 0x800 of message Wide is outside the standard identifier range',
        'DBC_L011 3:1 id 0x-1 of message Negative is outside the standard identifier range',
      ],
    },
    {
      name: 'ids at their limits',
      lines: ['BU_: A', 'BO_ 2047 Top: 8 A', 'BO_ 2684354559 Ext: 8 A'],
      rows: [],
    },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L011, lines)).toEqual(rows);
  });
});
