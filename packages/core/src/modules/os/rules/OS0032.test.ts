import { describe, expect, it } from 'vitest';
import { OS0032 } from './OS0032.js';
import { OsFixture } from './os-fixture.js';

describe('OS0032 peripheral area end address at least the start', () => {
  const cases: [string, string, string, string[]][] = [
    ['end above start', '0xF0000000', '0xF00000FF', []],
    ['one byte', '0xF0000000', '0xF0000000', []],
    ['end below start', '0xF0000100', '0xF00000FF', ['/Os/P0 OsPeripheralAreaEndAddress']],
  ];
  for (const [name, start, end, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.autosar('SC3');
      f.add('/Os', 'OsPeripheralArea', 'P0', {
        OsPeripheralAreaId: '0',
        OsPeripheralAreaStartAddress: start,
        OsPeripheralAreaEndAddress: end,
      });
      expect(f.rows(OS0032)).toEqual(expected);
      if (expected.length > 0) {
        expect(f.codes()).toEqual(['OS0032']);
        expect(f.messages(OS0032)).toEqual([
          'Peripheral area P0 ends at 0xF00000FF, before its start address 0xF0000100',
        ]);
      }
    });
  }
});
