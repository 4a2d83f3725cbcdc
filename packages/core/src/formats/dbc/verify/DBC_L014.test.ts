import { describe, expect, it } from 'vitest';
import { DBC_L014 } from './DBC_L014.js';
import { dbcRuleRows, signalLine as sg } from './rule-harness.js';

describe('DBC_L014', () => {
  it.each([
    {
      name: 'an mN signal without an M switch',
      lines: ['BU_: A', 'BO_ 3 M: 8 A', sg('Orphan', '32|8@1+', ' m1')],
      rows: ['DBC_L014 3:2 multiplexed signal Orphan of message M has no multiplexer'],
    },
    {
      name: 'an mN signal with its switch',
      lines: ['BU_: A', 'BO_ 3 M: 8 A', sg('Mux', '0|8@1+', ' M'), sg('Child', '32|8@1+', ' m1')],
      rows: [],
    },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L014, lines)).toEqual(rows);
  });
});
