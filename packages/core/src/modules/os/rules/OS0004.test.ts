import { describe, expect, it } from 'vitest';
import { OS0004 } from './OS0004.js';
import { OsFixture } from './os-fixture.js';

describe('OS0004 an OSEK OS has one core', () => {
  const cases: [string, string, string, string[]][] = [
    ['OSEK, one core', 'OSEK', '1', []],
    ['OSEK, two cores', 'OSEK', '2', ['/Os/OsOS OsNumberOfCores']],
    ['AUTOSAR, two cores (other rules)', 'AUTOSAR', '2', []],
  ];
  for (const [name, type, cores, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.setOs({ OsType: type, OsNumberOfCores: cores });
      expect(f.rows(OS0004)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0004']);
    });
  }
});
