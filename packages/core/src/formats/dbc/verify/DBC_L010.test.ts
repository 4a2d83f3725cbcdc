import { describe, expect, it } from 'vitest';
import { DBC_L010 } from './DBC_L010.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L010', () => {
  it.each([
    {
      name: 'lengths that no frame of its format has',
      lines: [
        'BU_: A',
        'BO_ 2 Classic: 12 A',
        'BO_ 3 Fd: 64 A',
        'BO_ 4 FdOdd: 10 A',
        'BO_ 5 Eight: 8 A',
        'BA_DEF_ BO_ "VFrameFormat" ENUM "StandardCAN","ExtendedCAN","StandardCAN_FD";',
        'BA_ "VFrameFormat" BO_ 2 0;',
        'BA_ "VFrameFormat" BO_ 3 2;',
      ],
      rows: [
        'DBC_L010 2:1 message Classic has 12 bytes, not a valid CAN frame length',
        'DBC_L010 4:1 message FdOdd has 10 bytes, not a valid CAN FD frame length',
      ],
    },
    { name: 'CAN FD length without a declared format', lines: ['BU_: A', 'BO_ 1 Long: 64 A'], rows: [] },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L010, lines)).toEqual(rows);
  });
});
