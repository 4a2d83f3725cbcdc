import { describe, expect, it } from 'vitest';
import { OS0028 } from './OS0028.js';
import { OsFixture } from './os-fixture.js';

describe('OS0028 an application has a task or a CATEGORY_2 ISR (OS445)', () => {
  const cases: [string, string | undefined, string[]][] = [
    ['with a category 2 ISR', 'CATEGORY_2', []],
    ['with only a category 1 ISR', 'CATEGORY_1', ['/Os/IsrApp OsAppTaskRef']],
    ['with nothing', undefined, ['/Os/IsrApp OsAppTaskRef']],
  ];
  for (const [name, category, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.autosar();
      f.application('TaskApp', { OsAppTaskRef: ['/Os/T1'] });
      if (category) {
        f.isr('I1', { OsIsrCategory: category, OsIsrPriority: '1' });
        f.application('IsrApp', { OsAppIsrRef: ['/Os/I1'] });
      } else f.application('IsrApp');
      expect(f.rows(OS0028)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0028']);
    });
  }
});
