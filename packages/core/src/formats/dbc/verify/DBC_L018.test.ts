import { describe, expect, it } from 'vitest';
import { DBC_L018 } from './DBC_L018.js';
import { dbcRuleRows, signalLine as sg } from './rule-harness.js';

describe('DBC_L018', () => {
  it.each<{
    name: string;
    lines: string[];
    rows: string[];
    options?: { node?: string; mainFunctionPeriod?: number };
  }>([
    {
      name: 'names over 32 characters',
      lines: [
        'BU_: A Node_with_a_name_of_thirty_three3',
        'BO_ 1 Message_with_a_name_of_33_chars__: 8 A',
        sg('Signal_name_exactly_32_character', '0|8@1+'),
        sg('Signal_name_of_thirty_three_chars', '8|8@1+'),
      ],
      rows: [
        'DBC_L018 1:8 name Node_with_a_name_of_thirty_three3 has 33 characters, more than 32',
        'DBC_L018 2:1 name Message_with_a_name_of_33_chars__ has 33 characters, more than 32',
        'DBC_L018 4:2 name Signal_name_of_thirty_three_chars has 33 characters, more than 32',
      ],
    },
    { name: 'short names', lines: ['BU_: A', 'BO_ 1 M: 8 A', sg('S', '0|8@1+')], rows: [] },
  ])('$name', ({ lines, rows, options }) => {
    expect(dbcRuleRows(DBC_L018, lines, options)).toEqual(rows);
  });
});
