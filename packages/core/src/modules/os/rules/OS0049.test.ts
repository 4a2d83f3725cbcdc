import { describe, expect, it } from 'vitest';
import { OS0049 } from './OS0049.js';
import { OsFixture } from './os-fixture.js';

describe('OS0049 an extended task has activation 1', () => {
  const cases: [string, boolean, string, string[]][] = [
    ['extended, 1', true, '1', []],
    ['basic, 3', false, '3', []],
    ['extended, 2', true, '2', ['/Os/T1 OsTaskActivation']],
  ];
  for (const [name, extended, activation, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.autosar();
      f.event('E1');
      f.task('Owner', { OsTaskPriority: '5' }, { OsTaskEventRef: ['/Os/E1'] });
      if (extended) f.set('/Os/T1', { OsTaskActivation: activation }, { OsTaskEventRef: ['/Os/E1'] });
      else f.set('/Os/T1', { OsTaskActivation: activation });
      expect(f.rows(OS0049)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0049']);
    });
  }
});
