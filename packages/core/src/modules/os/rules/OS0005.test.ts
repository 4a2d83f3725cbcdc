import { describe, expect, it } from 'vitest';
import { OS0005 } from './OS0005.js';
import { OsFixture } from './os-fixture.js';

describe('OS0005 an OSEK OS has one hardware counter', () => {
  const cases: [string, string, string[], string[]][] = [
    ['one hardware, one software', 'OSEK', ['HARDWARE', 'SOFTWARE'], []],
    ['two software', 'OSEK', ['SOFTWARE', 'SOFTWARE'], []],
    ['two hardware', 'OSEK', ['HARDWARE', 'HARDWARE'], ['/Os/C2 OsCounterType']],
    ['two hardware in an AUTOSAR OS', 'AUTOSAR', ['HARDWARE', 'HARDWARE'], []],
  ];
  for (const [name, type, counterTypes, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.setOs({ OsType: type });
      counterTypes.forEach((counterType, i) => f.counter(`C${i + 1}`, '1000', '1', counterType));
      expect(f.rows(OS0005)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0005']);
    });
  }
});
