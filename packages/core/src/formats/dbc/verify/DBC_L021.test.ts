import { describe, expect, it } from 'vitest';
import { DBC_L021 } from './DBC_L021.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L021', () => {
  it.each<{
    name: string;
    lines: string[];
    rows: string[];
    options?: { node?: string; mainFunctionPeriod?: number };
  }>([
    {
      name: 'a definition without default',
      lines: [
        'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 1000;',
        'BA_DEF_ "DBName" STRING;',
        'BA_DEF_DEF_ "DBName" "";',
      ],
      rows: ['DBC_L021 1:1 attribute GenMsgCycleTime has no default value (BA_DEF_DEF_)'],
    },
    {
      name: 'every definition with its default',
      lines: ['BA_DEF_ BO_ "GenMsgCycleTime" INT 0 1000;', 'BA_DEF_DEF_ "GenMsgCycleTime" 0;'],
      rows: [],
    },
  ])('$name', ({ lines, rows, options }) => {
    expect(dbcRuleRows(DBC_L021, lines, options)).toEqual(rows);
  });
});
