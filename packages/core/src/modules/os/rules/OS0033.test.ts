import { describe, expect, it } from 'vitest';
import { OS0033 } from './OS0033.js';
import { OsFixture } from './os-fixture.js';

describe('OS0033 counter minimum cycle at most the maximum allowed value', () => {
  const cases: [string, string, string, string[]][] = [
    ['min below max', '100', '10', []],
    ['min equal max', '100', '100', []],
    ['min above max', '100', '101', ['/Os/C OsCounterMinCycle']],
  ];
  for (const [name, max, min, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.counter('C', max, min);
      expect(f.rows(OS0033)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0033']);
    });
  }
});
