import { describe, expect, it } from 'vitest';
import { OS0026 } from './OS0026.js';
import { OsFixture } from './os-fixture.js';

function build(): OsFixture {
  const f = OsFixture.base();
  f.autosar();
  f.task('T2', { OsTaskPriority: '2' });
  f.isr('I1', { OsIsrPriority: '1' });
  f.counter('C');
  f.alarm('A', 'C', 'T1');
  return f;
}

describe('OS0026 with applications every object belongs to one', () => {
  it('passes without applications', () => {
    expect(build().rows(OS0026)).toEqual([]);
  });
  it('passes when every object is owned', () => {
    const f = build();
    f.application('App', {
      OsAppTaskRef: ['/Os/T1', '/Os/T2'],
      OsAppIsrRef: ['/Os/I1'],
      OsAppCounterRef: ['/Os/C'],
      OsAppAlarmRef: ['/Os/A'],
    });
    expect(f.rows(OS0026)).toEqual([]);
  });
  it('fails for each object no application owns', () => {
    const f = build();
    f.application('App', { OsAppTaskRef: ['/Os/T1'], OsAppCounterRef: ['/Os/C'], OsAppAlarmRef: ['/Os/A'] });
    expect(f.rows(OS0026)).toEqual(['/Os/T2', '/Os/I1']);
    expect(f.codes()).toEqual(['OS0026']);
    expect(f.messages(OS0026)[0]).toBe(
      'With OS applications configured, OsTask T2 must belong to an OS application',
    );
  });
});
