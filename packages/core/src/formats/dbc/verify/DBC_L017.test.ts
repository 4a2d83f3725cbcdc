import { describe, expect, it } from 'vitest';
import { DBC_L017 } from './DBC_L017.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L017', () => {
  it.each<{
    name: string;
    lines: string[];
    rows: string[];
    options?: { node?: string; mainFunctionPeriod?: number };
  }>([
    {
      name: 'lengths over 8 bytes without a declared frame format',
      lines: ['BU_: A', 'BO_ 1 Long: 64 A', 'BO_ 2 Short: 8 A', 'BO_ 3 Odd: 10 A'],
      rows: [
        'DBC_L017 2:1 message Long has 64 bytes, a CAN FD length, but declares no CAN FD frame format (VFrameFormat)',
        'DBC_L017 4:1 message Odd has 10 bytes, a CAN FD length, but declares no CAN FD frame format (VFrameFormat)',
      ],
    },
    {
      name: 'VFrameFormat says CAN FD, by value or by default',
      lines: [
        'BU_: A',
        'BO_ 1 Long: 64 A',
        'BO_ 2 Other: 32 A',
        'BA_DEF_ BO_ "VFrameFormat" ENUM "StandardCAN","ExtendedCAN","StandardCAN_FD";',
        'BA_DEF_DEF_ "VFrameFormat" "StandardCAN_FD";',
        'BA_ "VFrameFormat" BO_ 1 2;',
      ],
      rows: [],
    },
    {
      name: 'the network is CAN FD',
      lines: ['BU_: A', 'BO_ 1 Long: 64 A', 'BA_DEF_ "BusType" STRING;', 'BA_ "BusType" "CAN FD";'],
      rows: [],
    },
  ])('$name', ({ lines, rows, options }) => {
    expect(dbcRuleRows(DBC_L017, lines, options)).toEqual(rows);
  });
});
