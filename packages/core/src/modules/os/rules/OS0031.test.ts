import { describe, expect, it } from 'vitest';
import { OS0031 } from './OS0031.js';
import { OsFixture } from './os-fixture.js';

describe('OS0031 peripheral area ids start at 0 without gaps', () => {
  const cases: [string, string[], string[]][] = [
    ['0, 1, 2', ['0', '1', '2'], []],
    ['in any order', ['2', '0', '1'], []],
    ['starting at 1', ['1', '2'], ['/Os/P0 OsPeripheralAreaId']],
    ['with a gap', ['0', '2'], ['/Os/P1 OsPeripheralAreaId']],
    ['repeated', ['0', '0', '1'], ['/Os/P1 OsPeripheralAreaId']],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.autosar('SC3');
      ids.forEach((id, i) => f.add('/Os', 'OsPeripheralArea', `P${i}`, { OsPeripheralAreaId: id }));
      expect(f.rows(OS0031)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0031']);
    });
  }
});
