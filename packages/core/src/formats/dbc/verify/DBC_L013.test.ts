import { describe, expect, it } from 'vitest';
import { DBC_L013 } from './DBC_L013.js';
import { dbcRuleRows, signalLine as sg } from './rule-harness.js';

describe('DBC_L013', () => {
  it.each([
    {
      name: 'zero bits, a float of 16 bits',
      lines: [
        'BU_: A',
        'BO_ 3 M: 8 A',
        sg('Zero', '0|0@1+'),
        sg('Float', '8|16@1-'),
        sg('Single', '32|32@1-'),
        'SIG_VALTYPE_ 3 Float : 1;',
        'SIG_VALTYPE_ 3 Single : 1;',
      ],
      rows: [
        'DBC_L013 3:2 signal Zero has an invalid length 0',
        'DBC_L013 4:2 signal Float has an invalid length 16',
      ],
    },
    {
      name: 'one to 64 bits',
      lines: ['BU_: A', 'BO_ 3 M: 8 A', sg('One', '0|1@1+'), sg('All', '0|64@1+')],
      rows: [],
    },
  ])('$name', ({ lines, rows }) => {
    expect(dbcRuleRows(DBC_L013, lines)).toEqual(rows);
  });
});
