import { describe, expect, it } from 'vitest';
import { OS0019 } from './OS0019.js';
import { OsFixture } from './os-fixture.js';

describe('OS0019 at most one internal resource per task', () => {
  const cases: [string, string[], string[]][] = [
    ['one internal, one standard', ['INTERNAL', 'STANDARD'], []],
    ['two internal', ['INTERNAL', 'INTERNAL'], ['/Os/T1 OsTaskResourceRef']],
  ];
  for (const [name, properties, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      properties.forEach((property, i) => f.resource(`R${i}`, property));
      f.set('/Os/T1', {}, { OsTaskResourceRef: properties.map((_, i) => `/Os/R${i}`) });
      expect(f.rows(OS0019)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0019']);
    });
  }
});
