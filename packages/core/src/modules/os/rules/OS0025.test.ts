import { describe, expect, it } from 'vitest';
import { OS0025 } from './OS0025.js';
import { OsFixture } from './os-fixture.js';

describe('OS0025 CATEGORY_1 priority above CATEGORY_2', () => {
  const cases: [string, string, string[]][] = [
    ['category 1 above', '10', []],
    ['category 1 equal', '8', ['/Os/Cat1 OsIsrPriority']],
    ['category 1 below', '3', ['/Os/Cat1 OsIsrPriority']],
  ];
  for (const [name, priority, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.isr('Cat2a', { OsIsrCategory: 'CATEGORY_2', OsIsrPriority: '4' });
      f.isr('Cat2b', { OsIsrCategory: 'CATEGORY_2', OsIsrPriority: '8' });
      f.isr('Cat1', { OsIsrCategory: 'CATEGORY_1', OsIsrPriority: priority });
      expect(f.rows(OS0025)).toEqual(expected);
      if (priority === '3') expect(f.codes()).toEqual(['OS0025']);
    });
  }
  it('names the highest category 2 ISR', () => {
    const f = OsFixture.base();
    f.isr('Cat2', { OsIsrCategory: 'CATEGORY_2', OsIsrPriority: '8' });
    f.isr('Cat1', { OsIsrCategory: 'CATEGORY_1', OsIsrPriority: '2' });
    expect(f.messages(OS0025)).toEqual([
      'CATEGORY_1 ISR Cat1 has priority 2; it must be above every CATEGORY_2 ISR of its core (Cat2 has 8)',
    ]);
  });
});
