import { describe, expect, it } from 'vitest';
import { OS0008 } from './OS0008.js';
import { OsFixture } from './os-fixture.js';

describe('OS0008 fewer than 8 application modes', () => {
  const cases: [string, number, string[]][] = [
    ['7 modes', 6, []],
    ['8 modes', 7, ['/Os/Mode7']],
    ['9 modes', 8, ['/Os/Mode7']],
  ];
  for (const [name, extra, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      for (let i = 1; i <= extra; i += 1) f.add('/Os', 'OsAppMode', `Mode${i}`);
      expect(f.rows(OS0008)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0008']);
    });
  }
});
