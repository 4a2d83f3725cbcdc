import { describe, expect, it } from 'vitest';
import { DBC_L016 } from './DBC_L016.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L016', () => {
  it.each([
    {
      name: 'messages without nodes',
      lines: ['BO_ 1 M: 8 Ghost'],
      rows: ['DBC_L016 1:1 no nodes are declared on BU_, node references are not checked'],
    },
    { name: 'nodes declared', lines: ['BU_: A', 'BO_ 1 M: 8 A'], rows: [] },
    { name: 'no messages', lines: ['VERSION ""'], rows: [] },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L016, lines)).toEqual(rows);
  });
});
