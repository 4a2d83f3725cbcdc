import { describe, expect, it } from 'vitest';
import { DBC_L009 } from './DBC_L009.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L009', () => {
  it.each([
    {
      name: 'a value description outside the raw range (signed accepts both patterns)',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        ' SG_ Mode : 8|2@1+ (1,0) [0|3] "" A',
        ' SG_ Level : 16|8@1- (1,0) [0|10] "" A',
        'VAL_ 1 Mode 4 "too big" 5 "bigger" ;',
        'VAL_ 1 Level 255 "unsigned pattern of -1" -128 "lowest" ;',
      ],
      rows: ['DBC_L009 3:2 value description 4 of signal Mode is outside its 2-bit raw range'],
    },
    {
      name: 'descriptions inside the raw range',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        ' SG_ Mode : 8|2@1+ (1,0) [0|3] "" A',
        'VAL_ 1 Mode 3 "top" 0 "off" ;',
      ],
      rows: [],
    },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L009, lines)).toEqual(rows);
  });
});
