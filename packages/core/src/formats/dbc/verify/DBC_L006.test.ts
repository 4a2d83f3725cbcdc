import { describe, expect, it } from 'vitest';
import { DBC_L006 } from './DBC_L006.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L006', () => {
  it.each([
    {
      name: 'transmitters on BO_ and BO_TX_BU_ that are not nodes',
      lines: ['BU_: A', 'BO_ 1 M: 8 Ghost', 'BO_ 2 N: 8 Vector__XXX', 'BO_TX_BU_ 2 : A,Phantom;'],
      rows: [
        'DBC_L006 2:1 transmitter Ghost of message M is not a node on BU_',
        'DBC_L006 3:1 transmitter Phantom of message N is not a node on BU_',
      ],
    },
    { name: 'no nodes declared: not checked', lines: ['BO_ 1 M: 8 Ghost'], rows: [] },
    { name: 'a declared transmitter', lines: ['BU_: A', 'BO_ 1 M: 8 A'], rows: [] },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L006, lines)).toEqual(rows);
  });
});
