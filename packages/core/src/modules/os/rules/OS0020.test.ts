import { describe, expect, it } from 'vitest';
import { OS0020 } from './OS0020.js';
import { OsFixture } from './os-fixture.js';

describe('OS0020 internal resources only by tasks', () => {
  const cases: [string, string, string[]][] = [
    ['ISR with a standard resource', 'STANDARD', []],
    ['ISR with an internal resource', 'INTERNAL', ['/Os/I1 OsIsrResourceRef']],
  ];
  for (const [name, property, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.resource('R1', property);
      f.isr('I1', { OsIsrPriority: '1' }, { OsIsrResourceRef: ['/Os/R1'] });
      expect(f.rows(OS0020)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0020']);
    });
  }
  it('passes for a task with an internal resource', () => {
    const f = OsFixture.base();
    f.resource('R1', 'INTERNAL');
    f.set('/Os/T1', {}, { OsTaskResourceRef: ['/Os/R1'] });
    expect(f.rows(OS0020)).toEqual([]);
  });
});
