import { describe, expect, it } from 'vitest';
import { DBC_L027 } from './DBC_L027.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L027', () => {
  it.each<{
    name: string;
    lines: string[];
    rows: string[];
    options?: { node?: string; mainFunctionPeriod?: number };
  }>([
    {
      name: 'a chosen node not on BU_',
      options: { node: 'Gateway' },
      lines: ['BU_: A B', 'BO_ 1 M: 8 A'],
      rows: ['DBC_L027 1:1 the chosen ECU node Gateway is not a node on BU_'],
    },
    { name: 'a declared node', options: { node: 'B' }, lines: ['BU_: A B', 'BO_ 1 M: 8 A'], rows: [] },
    { name: 'no node chosen', lines: ['BU_: A B'], rows: [] },
  ])('$name', ({ lines, rows, options }) => {
    expect(dbcRuleRows(DBC_L027, lines, options)).toEqual(rows);
  });
});
