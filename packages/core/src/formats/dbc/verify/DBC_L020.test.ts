import { describe, expect, it } from 'vitest';
import { DBC_L020 } from './DBC_L020.js';
import { dbcRuleRows, signalLine as sg } from './rule-harness.js';

describe('DBC_L020', () => {
  it.each<{
    name: string;
    lines: string[];
    rows: string[];
    options?: { node?: string; mainFunctionPeriod?: number };
  }>([
    {
      name: 'values of attributes that are not defined for their object',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        sg('S', '0|8@1+'),
        'BA_DEF_ SG_ "GenMsgCycleTime" INT 0 1000;',
        'BA_DEF_DEF_ "GenMsgCycleTime" 0;',
        'BA_ "GenMsgCycleTime" BO_ 1 100;',
        'BA_ "Owner" BU_ A 1;',
        'BA_ "DBName" "Body";',
      ],
      rows: [
        'DBC_L020 1:1 attribute DBName of network has no definition (BA_DEF_)',
        'DBC_L020 1:6 attribute Owner of BU_ A has no definition (BA_DEF_)',
        'DBC_L020 2:1 attribute GenMsgCycleTime of BO_ M has no definition (BA_DEF_)',
      ],
    },
    {
      name: 'defined attributes',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 1000;',
        'BA_DEF_ "DBName" STRING;',
        'BA_DEF_DEF_ "GenMsgCycleTime" 0;',
        'BA_DEF_DEF_ "DBName" "";',
        'BA_ "GenMsgCycleTime" BO_ 1 100;',
        'BA_ "DBName" "Body";',
      ],
      rows: [],
    },
  ])('$name', ({ lines, rows, options }) => {
    expect(dbcRuleRows(DBC_L020, lines, options)).toEqual(rows);
  });
});
