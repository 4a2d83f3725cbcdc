import { describe, expect, it } from 'vitest';
import { OS0040 } from './OS0040.js';
import { OsFixture } from './os-fixture.js';

describe('OS0040 unique expiry point offsets (OS442)', () => {
  const cases: [string, string[], string[]][] = [
    ['distinct', ['0', '20', '40'], []],
    ['repeated', ['0', '20', '20'], ['/Os/S/S_ep3 OsScheduleTblExpPointOffset']],
  ];
  for (const [name, offsets, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.autosar();
      f.counter('C', '1000', '10');
      f.scheduleTable('S', 'C', '100', offsets, 'T1');
      expect(f.rows(OS0040)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0040']);
    });
  }
});
