import { describe, expect, it } from 'vitest';
import { DBC_L007 } from './DBC_L007.js';
import { dbcRuleRows, signalLine as sg } from './rule-harness.js';

describe('DBC_L007', () => {
  it.each([
    {
      name: 'a receiver that is not a node (Vector__XXX allowed)',
      lines: ['BU_: A', 'BO_ 1 M: 8 A', ' SG_ S : 0|8@1+ (1,0) [0|0] "" A,Nobody,Vector__XXX'],
      rows: ['DBC_L007 3:2 receiver Nobody of signal S is not a node on BU_'],
    },
    { name: 'declared receivers', lines: ['BU_: A', 'BO_ 1 M: 8 A', sg('S', '0|8@1+')], rows: [] },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L007, lines)).toEqual(rows);
  });
});
