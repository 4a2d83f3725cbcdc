import { describe, expect, it } from 'vitest';
import { OS0030 } from './OS0030.js';
import { OsFixture } from './os-fixture.js';

function build(counter: string, task: string): OsFixture {
  const f = OsFixture.base();
  f.autosar('SC3');
  f.task('T2', { OsTaskPriority: '2' });
  f.counter('C1');
  f.counter('C2');
  f.scheduleTable('S', counter, '100', ['0'], task);
  f.application('App1', {
    OsAppTaskRef: ['/Os/T1'],
    OsAppCounterRef: ['/Os/C1'],
    OsAppScheduleTableRef: ['/Os/S'],
  });
  f.application('App2', { OsAppTaskRef: ['/Os/T2'], OsAppCounterRef: ['/Os/C2'] });
  f.set('/Os/App1', { OsTrusted: false });
  f.set('/Os/App2', { OsTrusted: false });
  return f;
}

describe('OS0030 a schedule table uses the counter and tasks of its application', () => {
  it('passes within one application', () => {
    expect(build('C1', 'T1').rows(OS0030)).toEqual([]);
  });
  it('fails for a counter of another application', () => {
    const f = build('C2', 'T1');
    expect(f.rows(OS0030)).toEqual(['/Os/S OsScheduleTableCounterRef']);
    expect(f.codes()).toEqual(['OS0030']);
  });
  it('fails for a task of another application', () => {
    expect(build('C1', 'T2').rows(OS0030)).toEqual(['/Os/S/S_ep1/Activate OsScheduleTableActivateTaskRef']);
  });
  it('passes when the counter grants access', () => {
    const f = build('C2', 'T1');
    f.set('/Os/C2', {}, { OsCounterAccessingApplication: ['/Os/App1'] });
    expect(f.rows(OS0030)).toEqual([]);
  });
  it('passes for a trusted application (full rights, as goil accepts)', () => {
    const f = build('C2', 'T1');
    f.set('/Os/App1', { OsTrusted: true });
    expect(f.rows(OS0030)).toEqual([]);
  });
  it('passes when the user grants access to the other application (goil ACCESSING_APPLICATION)', () => {
    const f = build('C2', 'T1');
    f.set('/Os/S', {}, { OsSchTblAccessingApplication: ['/Os/App2'] });
    expect(f.rows(OS0030)).toEqual([]);
  });
});
