import { describe, expect, it } from 'vitest';
import { OS0024 } from './OS0024.js';
import { OsFixture } from './os-fixture.js';

describe('OS0024 unique ISR priority per core', () => {
  const cases: [string, string, string, string[]][] = [
    ['different priorities', '5', '6', []],
    ['same priority', '5', '5', ['/Os/I2 OsIsrPriority']],
  ];
  for (const [name, p1, p2, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.isr('I1', { OsIsrPriority: p1 });
      f.isr('I2', { OsIsrPriority: p2 });
      expect(f.rows(OS0024)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0024']);
    });
  }
  it('allows the same priority on different cores', () => {
    const f = OsFixture.base();
    f.autosar();
    f.setOs({ OsNumberOfCores: '2' });
    f.core('Core0', '0');
    f.core('Core1', '1');
    f.isr('I1', { OsIsrPriority: '5' });
    f.isr('I2', { OsIsrPriority: '5' });
    f.application('App0', { OsAppTaskRef: ['/Os/T1'], OsAppIsrRef: ['/Os/I1'] }, 'Core0');
    f.application('App1', { OsAppIsrRef: ['/Os/I2'] }, 'Core1');
    expect(f.rows(OS0024)).toEqual([]);
  });
});
