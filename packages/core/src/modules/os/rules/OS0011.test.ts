import { describe, expect, it } from 'vitest';
import { OS0011 } from './OS0011.js';
import { OsFixture } from './os-fixture.js';

function build(taskEvents: string[]): OsFixture {
  const f = OsFixture.base();
  f.autosar();
  f.event('E1');
  f.event('E2');
  f.task('Ext', { OsTaskPriority: '2' }, { OsTaskEventRef: taskEvents });
  f.task('Owner', { OsTaskPriority: '3' }, { OsTaskEventRef: ['/Os/E1', '/Os/E2'] });
  f.counter('C');
  f.scheduleTable('S', 'C', '100', ['0'], 'T1');
  f.eventSetting('/Os/S/S_ep1', 'Set', 'E1', 'Ext');
  return f;
}

describe('OS0011 an expiry point sets events only on tasks owning them', () => {
  it('passes when the task owns the event', () => {
    expect(build(['/Os/E1']).rows(OS0011)).toEqual([]);
  });
  it('fails on a basic task', () => {
    const f = build([]);
    expect(f.rows(OS0011)).toEqual(['/Os/S/S_ep1/Set OsScheduleTableSetEventRef']);
    expect(f.codes()).toEqual(['OS0011']);
  });
  it('fails on a task that does not own the event', () => {
    expect(build(['/Os/E2']).rows(OS0011)).toEqual(['/Os/S/S_ep1/Set OsScheduleTableSetEventRef']);
  });
});
