import { describe, expect, it } from 'vitest';
import { OS0014 } from './OS0014.js';
import { OsFixture } from './os-fixture.js';

describe('OS0014 event masks are non-zero and fit 32 bits', () => {
  const cases: [string, string, string[]][] = [
    ['bit 31', '0x80000000', []],
    ['AUTO', 'AUTO', []],
    ['zero', '0', ['/Os/E1 OsEventMask']],
    ['bit 32', '0x100000000', ['/Os/E1 OsEventMask']],
  ];
  for (const [name, mask, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.event('E1', mask);
      f.set('/Os/T1', {}, { OsTaskEventRef: ['/Os/E1'] });
      expect(f.rows(OS0014)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0014']);
    });
  }
});
