import { describe, expect, it } from 'vitest';
import { OS0013 } from './OS0013.js';
import { OsFixture } from './os-fixture.js';

function build(mask1: string, mask2: string, sameTask: boolean): OsFixture {
  const f = OsFixture.base();
  f.event('E1', mask1);
  f.event('E2', mask2);
  if (sameTask) f.set('/Os/T1', {}, { OsTaskEventRef: ['/Os/E1', '/Os/E2'] });
  else {
    f.set('/Os/T1', {}, { OsTaskEventRef: ['/Os/E1'] });
    f.task('T2', { OsTaskPriority: '2' }, { OsTaskEventRef: ['/Os/E2'] });
  }
  return f;
}

describe('OS0013 event masks of one task do not overlap', () => {
  const cases: [string, string, string, boolean, string[]][] = [
    ['distinct bits', '0x1', '0x2', true, []],
    ['AUTO masks', 'AUTO', 'AUTO', true, []],
    ['same bit, one task', '0x4', '4', true, ['/Os/E2 OsEventMask']],
    ['same bit, two tasks', '0x4', '0x4', false, []],
  ];
  for (const [name, m1, m2, same, expected] of cases) {
    it(name, () => {
      const f = build(m1, m2, same);
      expect(f.rows(OS0013)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0013']);
    });
  }
  it('reports a pair shared by two tasks once', () => {
    const f = build('0x4', '0x4', true);
    f.task('T2', { OsTaskPriority: '2' }, { OsTaskEventRef: ['/Os/E1', '/Os/E2'] });
    expect(f.rows(OS0013)).toEqual(['/Os/E2 OsEventMask']);
  });
});
