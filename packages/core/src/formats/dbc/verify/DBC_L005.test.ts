import { describe, expect, it } from 'vitest';
import { DBC_L005 } from './DBC_L005.js';
import { dbcRuleRows, signalLine as sg } from './rule-harness.js';

describe('DBC_L005', () => {
  it.each([
    {
      name: 'the same signal name twice in a message',
      lines: ['BU_: A', 'BO_ 1 M: 8 A', sg('S', '0|8@1+'), sg('S', '8|8@1+')],
      rows: ['DBC_L005 4:2 signal name S is used twice in message M'],
    },
    {
      name: 'the same signal name in two messages',
      lines: ['BU_: A', 'BO_ 1 M: 8 A', sg('S', '0|8@1+'), 'BO_ 2 N: 8 A', sg('S', '0|8@1+')],
      rows: [],
    },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L005, lines)).toEqual(rows);
  });
});
