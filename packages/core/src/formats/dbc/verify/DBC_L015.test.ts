import { describe, expect, it } from 'vitest';
import { DBC_L015 } from './DBC_L015.js';
import { dbcRuleRows } from './rule-harness.js';

describe('DBC_L015', () => {
  it.each([
    { name: 'a node twice on BU_', lines: ['BU_: A B A'], rows: ['DBC_L015 1:10 node name A is used twice'] },
    { name: 'distinct nodes', lines: ['BU_: A B'], rows: [] },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L015, lines)).toEqual(rows);
  });
});
