import { describe, expect, it } from 'vitest';
import { DBC_L001 } from './DBC_L001.js';
import { dbcRuleRows, signalLine as sg } from './rule-harness.js';

describe('DBC_L001', () => {
  it.each([
    {
      name: 'overlaps per multiplexer value and across byte orders',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        sg('Mux', '0|4@1+', ' M'),
        sg('A0', '8|8@1+', ' m0'),
        sg('B1', '8|8@1+', ' m1'),
        sg('C0', '12|4@1+', ' m0'),
        sg('Plain', '3|2@1+'),
        sg('Moto', '23|8@0+'),
        sg('Moto2', '17|4@0+'),
      ],
      rows: [
        'DBC_L001 6:2 signal C0 overlaps signal A0 in message M',
        'DBC_L001 7:2 signal Plain overlaps signal Mux in message M',
        'DBC_L001 9:2 signal Moto2 overlaps signal Moto in message M',
      ],
    },
    {
      name: 'extended multiplexing follows nested switches',
      lines: [
        'BU_: A',
        'BO_ 1 M: 8 A',
        sg('S0', '0|4@1+', ' M'),
        sg('S1', '4|4@1+', ' m0M'),
        sg('Deep', '8|24@1+', ' m2'),
        sg('Other', '8|24@1+', ' m1'),
        sg('Clash', '16|8@1+', ' m2'),
        'SG_MUL_VAL_ 1 S1 S0 0-0;',
        'SG_MUL_VAL_ 1 Deep S1 2-2;',
        'SG_MUL_VAL_ 1 Other S0 1-1;',
        'SG_MUL_VAL_ 1 Clash S1 2-3;',
      ],
      rows: ['DBC_L001 7:2 signal Clash overlaps signal Deep in message M'],
    },
    {
      name: 'signals side by side',
      lines: ['BU_: A', 'BO_ 1 M: 8 A', sg('S1', '0|8@1+'), sg('S2', '15|8@0+')],
      rows: [],
    },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L001, lines)).toEqual(rows);
  });
});
