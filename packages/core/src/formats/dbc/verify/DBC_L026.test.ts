import { describe, expect, it } from 'vitest';
import { DBC_L026 } from './DBC_L026.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L026', () => {
  it.each<{
    name: string;
    lines: string[];
    rows: string[];
    options?: { node?: string; mainFunctionPeriod?: number };
  }>([
    {
      name: 'messages the chosen node does not use',
      options: { node: 'B' },
      lines: [
        'BU_: A B C',
        'BO_ 1 Sent: 8 B',
        'BO_ 2 Received: 8 A',
        ' SG_ S : 0|8@1+ (1,0) [0|0] "" C,B',
        'BO_ 3 Shared: 8 A',
        'BO_TX_BU_ 3 : A,B;',
        'BO_ 4 Foreign: 8 A',
        ' SG_ T : 0|8@1+ (1,0) [0|0] "" C',
      ],
      rows: ['DBC_L026 7:1 node B neither sends nor receives message Foreign'],
    },
    { name: 'no node chosen', lines: ['BU_: A B', 'BO_ 1 M: 8 A'], rows: [] },
  ])('$name', ({ lines, rows, options }) => {
    expect(dbcRuleRows(DBC_L026, lines, options)).toEqual(rows);
  });
});
