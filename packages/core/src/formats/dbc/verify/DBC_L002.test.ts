import { describe, expect, it } from 'vitest';
import { DBC_L002 } from './DBC_L002.js';
import { dbcRuleRows, signalLine as sg } from './rule-harness.js';

describe('DBC_L002', () => {
  it.each([
    {
      name: 'a signal past the DLC',
      lines: ['BU_: A', 'BO_ 1 Short: 2 A', sg('Past', '16|8@1+'), sg('Before', '3|8@0+')],
      rows: ['DBC_L002 3:2 signal Past does not fit in the 2 bytes of message Short'],
    },
    {
      name: 'the last bit of a 64-byte frame',
      lines: ['BU_: A', 'BO_ 1 Fd: 64 A', sg('Far', '504|8@1+')],
      rows: [],
    },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L002, lines)).toEqual(rows);
  });
});
