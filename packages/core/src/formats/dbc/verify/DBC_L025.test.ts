import { describe, expect, it } from 'vitest';
import { DBC_L025 } from './DBC_L025.js';
import { dbcRuleRows, signalLine as sg } from './rule-harness.js';

describe('DBC_L025', () => {
  it.each<{
    name: string;
    lines: string[];
    rows: string[];
    options?: { node?: string; mainFunctionPeriod?: number };
  }>([
    {
      name: 'cycle times off a 10 ms main function',
      options: { mainFunctionPeriod: 0.01 },
      lines: [
        'BU_: A B',
        'BO_ 1 Fine: 8 A',
        'BO_ 2 Off: 8 A',
        'BO_ 3 Fast: 8 A',
        'BO_ 4 Event: 8 A',
        'BA_DEF_ BO_ "GenMsgSendType" ENUM "Cyclic","NotUsed","IfActive","NoMsgSendType","CyclicIfActive";',
        'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 65535;',
        'BA_DEF_DEF_ "GenMsgSendType" "NoMsgSendType";',
        'BA_DEF_DEF_ "GenMsgCycleTime" 0;',
        'BA_ "GenMsgCycleTime" BO_ 1 100;',
        'BA_ "GenMsgCycleTime" BO_ 2 25;',
        'BA_ "GenMsgCycleTime" BO_ 3 5;',
      ],
      rows: [
        "DBC_L025 3:1 cycle time 25 ms of message Off is not a multiple of Com's main function period 10 ms",
        "DBC_L025 4:1 cycle time 5 ms of message Fast is not a multiple of Com's main function period 10 ms",
      ],
    },
    {
      name: "only the chosen node's messages",
      options: { mainFunctionPeriod: 0.01, node: 'B' },
      lines: [
        'BU_: A B',
        'BO_ 1 Theirs: 8 A',
        sg('S', '0|8@1+'),
        'BO_ 2 Ours: 8 B',
        'BA_DEF_ BO_ "GenMsgSendType" ENUM "Cyclic","NotUsed","IfActive","NoMsgSendType","CyclicIfActive";',
        'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 65535;',
        'BA_DEF_DEF_ "GenMsgSendType" "NoMsgSendType";',
        'BA_DEF_DEF_ "GenMsgCycleTime" 0;',
        'BA_ "GenMsgCycleTime" BO_ 1 25;',
        'BA_ "GenMsgCycleTime" BO_ 2 20;',
      ],
      rows: [],
    },
    {
      name: 'no main function period given',
      lines: [
        'BU_: A',
        'BO_ 1 Off: 8 A',
        'BA_DEF_ BO_ "GenMsgSendType" ENUM "Cyclic","NotUsed","IfActive","NoMsgSendType","CyclicIfActive";',
        'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 65535;',
        'BA_DEF_DEF_ "GenMsgSendType" "NoMsgSendType";',
        'BA_DEF_DEF_ "GenMsgCycleTime" 0;',
        'BA_ "GenMsgCycleTime" BO_ 1 25;',
      ],
      rows: [],
    },
  ])('$name', ({ lines, rows, options }) => {
    expect(dbcRuleRows(DBC_L025, lines, options)).toEqual(rows);
  });
});
