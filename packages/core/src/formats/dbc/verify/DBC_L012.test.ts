import { describe, expect, it } from 'vitest';
import { DBC_L012 } from './DBC_L012.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L012', () => {
  it.each([
    {
      name: 'minimum above maximum',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        ' SG_ Upside : 0|8@1+ (1,0) [10|0] "" A',
        ' SG_ Right : 8|8@1+ (1,0) [0|10] "" A',
      ],
      rows: ['DBC_L012 3:2 signal Upside has minimum 10 above maximum 0'],
    },
    {
      name: 'an empty range [0|0]',
      lines: ['BU_: A', 'BO_ 1 M: 8 A', ' SG_ Free : 0|8@1+ (1,0) [0|0] "" A'],
      rows: [],
    },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L012, lines)).toEqual(rows);
  });
});
