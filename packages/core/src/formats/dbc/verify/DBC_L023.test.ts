import { describe, expect, it } from 'vitest';
import { DBC_L023 } from './DBC_L023.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L023', () => {
  it.each<{
    name: string;
    lines: string[];
    rows: string[];
    options?: { node?: string; mainFunctionPeriod?: number };
  }>([
    {
      name: 'values outside the definition range',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 1000;',
        'BA_DEF_ BO_ "GenMsgDelayTime" FLOAT 0.5 10;',
        'BA_DEF_DEF_ "GenMsgCycleTime" 2000;',
        'BA_DEF_DEF_ "GenMsgDelayTime" 1;',
        'BA_ "GenMsgDelayTime" BO_ 1 0.25;',
      ],
      rows: [
        'DBC_L023 2:1 value 0.25 of attribute GenMsgDelayTime of BO_ M is outside [0.5|10]',
        'DBC_L023 3:1 value 2000 of attribute GenMsgCycleTime of BA_DEF_DEF_ is outside [0|1000]',
      ],
    },
    {
      name: 'values inside, and 0 0 meaning no range',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 1000;',
        'BA_DEF_ BO_ "GenMsgStartDelayTime" INT 0 0;',
        'BA_DEF_DEF_ "GenMsgCycleTime" 0;',
        'BA_DEF_DEF_ "GenMsgStartDelayTime" 0;',
        'BA_ "GenMsgCycleTime" BO_ 1 1000;',
        'BA_ "GenMsgStartDelayTime" BO_ 1 50000;',
      ],
      rows: [],
    },
  ])('$name', ({ lines, rows, options }) => {
    expect(dbcRuleRows(DBC_L023, lines, options)).toEqual(rows);
  });
});
