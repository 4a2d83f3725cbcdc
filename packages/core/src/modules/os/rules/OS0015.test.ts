import { describe, expect, it } from 'vitest';
import { OS0015 } from './OS0015.js';
import { OsFixture } from './os-fixture.js';

describe('OS0015 warning: event mask with several bits', () => {
  const cases: [string, string, string[]][] = [
    ['one bit', '0x10', []],
    ['AUTO', 'AUTO', []],
    ['two bits', '0x30', ['/Os/E1 OsEventMask']],
  ];
  for (const [name, mask, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.event('E1', mask);
      f.set('/Os/T1', {}, { OsTaskEventRef: ['/Os/E1'] });
      expect(f.rows(OS0015)).toEqual(expected);
      if (expected.length > 0) {
        expect(f.codes()).toEqual(['OS0015']);
        expect(f.allRows()).toEqual(['OS0015 /Os/E1 OsEventMask']);
      }
    });
  }
  it('is a warning', () => {
    expect(OS0015.severity).toBe('warning');
  });
});
