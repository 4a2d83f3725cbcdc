import { describe, expect, it } from 'vitest';
import { DBC_L008 } from './DBC_L008.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L008', () => {
  it.each([
    {
      name: 'a start value outside the physical range',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        ' SG_ Speed : 0|8@1+ (0.5,0) [0|100] "" A',
        ' SG_ Mode : 8|2@1+ (1,0) [0|3] "" A',
        ' SG_ Free : 16|8@1+ (1,0) [0|0] "" A',
        'BA_DEF_ SG_ "GenSigStartValue" INT 0 1000;',
        'BA_ "GenSigStartValue" SG_ 1 Speed 250;',
        'BA_ "GenSigStartValue" SG_ 1 Mode 3;',
        'BA_ "GenSigStartValue" SG_ 1 Free 200;',
      ],
      rows: ['DBC_L008 3:2 initial value 250 of signal Speed is outside [0|100]'],
    },
    {
      name: 'no start value',
      lines: ['BU_: A', 'BO_ 1 M: 8 A', ' SG_ Speed : 0|8@1+ (0.5,0) [0|100] "" A'],
      rows: [],
    },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L008, lines)).toEqual(rows);
  });
});
