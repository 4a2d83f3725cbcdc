import { describe, expect, it } from 'vitest';
import { DBC_L019 } from './DBC_L019.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L019', () => {
  it.each<{
    name: string;
    lines: string[];
    rows: string[];
    options?: { node?: string; mainFunctionPeriod?: number };
  }>([
    {
      name: 'raw values past the bits',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        ' SG_ Mode : 0|2@1+ (1,0) [0|3] "" A',
        ' SG_ Level : 8|8@1- (1,0) [-128|127] "" A',
        ' SG_ Wide : 16|4@1+ (1,0) [0|15] "" A',
        'BA_DEF_ SG_ "GenSigStartValue" INT 0 100000;',
        'BA_DEF_ SG_ "GenSigInactiveValue" INT 0 100000;',
        'BA_DEF_ SG_ "GenSigInvalidValue" INT 0 100000;',
        'BA_ "GenSigStartValue" SG_ 1 Mode 4;',
        'BA_ "GenSigStartValue" SG_ 1 Level 255;',
        'BA_ "GenSigInactiveValue" SG_ 1 Level 256;',
        'BA_ "GenSigInvalidValue" SG_ 1 Wide 16;',
      ],
      rows: [
        'DBC_L019 3:2 GenSigStartValue 4 of signal Mode is outside its 2-bit raw range',
        'DBC_L019 4:2 GenSigInactiveValue 256 of signal Level is outside its 8-bit raw range',
        'DBC_L019 5:2 GenSigInvalidValue 16 of signal Wide is outside its 4-bit raw range',
      ],
    },
    {
      name: 'raw values that fit (signed as its unsigned pattern too)',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        ' SG_ Mode : 0|2@1+ (1,0) [0|3] "" A',
        ' SG_ Level : 8|8@1- (1,0) [-128|127] "" A',
        'BA_DEF_ SG_ "GenSigStartValue" INT 0 100000;',
        'BA_ "GenSigStartValue" SG_ 1 Mode 3;',
        'BA_ "GenSigStartValue" SG_ 1 Level -128;',
      ],
      rows: [],
    },
  ])('$name', ({ lines, rows, options }) => {
    expect(dbcRuleRows(DBC_L019, lines, options)).toEqual(rows);
  });
});
