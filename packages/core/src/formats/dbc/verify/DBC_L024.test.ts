import { describe, expect, it } from 'vitest';
import { DBC_L024 } from './DBC_L024.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L024', () => {
  it.each<{
    name: string;
    lines: string[];
    rows: string[];
    options?: { node?: string; mainFunctionPeriod?: number };
  }>([
    {
      name: 'periodic messages without a cycle time',
      lines: [
        'BU_: A',
        'BO_ 1 Cyc: 8 A',
        'BO_ 2 CycIf: 8 A',
        'BO_ 3 Event: 8 A',
        'BO_ 4 Timed: 8 A',
        'BA_DEF_ BO_ "GenMsgSendType" ENUM "Cyclic","NotUsed","IfActive","NoMsgSendType","CyclicIfActive";',
        'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 65535;',
        'BA_DEF_DEF_ "GenMsgSendType" "NoMsgSendType";',
        'BA_DEF_DEF_ "GenMsgCycleTime" 0;',
        'BA_ "GenMsgSendType" BO_ 1 0;',
        'BA_ "GenMsgSendType" BO_ 2 4;',
        'BA_ "GenMsgCycleTime" BO_ 2 0;',
        'BA_ "GenMsgSendType" BO_ 4 0;',
        'BA_ "GenMsgCycleTime" BO_ 4 100;',
      ],
      rows: [
        'DBC_L024 2:1 message Cyc is sent Cyclic but has no cycle time (GenMsgCycleTime)',
        'DBC_L024 3:1 message CycIf is sent CyclicIfActive but has no cycle time (GenMsgCycleTime)',
      ],
    },
    {
      name: 'a periodic default and a default cycle time',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        'BA_DEF_ BO_ "GenMsgSendType" ENUM "FixedPeriodic","Event";',
        'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 65535;',
        'BA_DEF_DEF_ "GenMsgSendType" "FixedPeriodic";',
        'BA_DEF_DEF_ "GenMsgCycleTime" 100;',
      ],
      rows: [],
    },
  ])('$name', ({ lines, rows, options }) => {
    expect(dbcRuleRows(DBC_L024, lines, options)).toEqual(rows);
  });
});
