import { describe, expect, it } from 'vitest';
import { DBC_L022 } from './DBC_L022.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L022', () => {
  it.each<{
    name: string;
    lines: string[];
    rows: string[];
    options?: { node?: string; mainFunctionPeriod?: number };
  }>([
    {
      name: 'an index past the list, a name not in it, a bad default',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        'BO_ 2 N: 8 A',
        'BA_DEF_ BO_ "GenMsgSendType" ENUM "Cyclic","IfActive","NoMsgSendType";',
        'BA_DEF_DEF_ "GenMsgSendType" "Spontaneous";',
        'BA_ "GenMsgSendType" BO_ 1 3;',
        'BA_ "GenMsgSendType" BO_ 2 "Triggered";',
      ],
      rows: [
        'DBC_L022 2:1 value 3 of enumeration attribute GenMsgSendType of BO_ M is not one of its 3 values',
        'DBC_L022 3:1 value "Triggered" of enumeration attribute GenMsgSendType of BO_ N is not one of its 3 values',
        'DBC_L022 4:1 value "Spontaneous" of enumeration attribute GenMsgSendType of BA_DEF_DEF_ is not one of its 3 values',
      ],
    },
    {
      name: 'indexes and names of the list',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        'BO_ 2 N: 8 A',
        'BA_DEF_ BO_ "GenMsgSendType" ENUM "Cyclic","IfActive","NoMsgSendType";',
        'BA_DEF_DEF_ "GenMsgSendType" "NoMsgSendType";',
        'BA_ "GenMsgSendType" BO_ 1 2;',
        'BA_ "GenMsgSendType" BO_ 2 "Cyclic";',
      ],
      rows: [],
    },
  ])('$name', ({ lines, rows, options }) => {
    expect(dbcRuleRows(DBC_L022, lines, options)).toEqual(rows);
  });
});
