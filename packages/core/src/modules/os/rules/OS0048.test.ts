import { describe, expect, it } from 'vitest';
import { OS0048 } from './OS0048.js';
import { OsFixture } from './os-fixture.js';

function build(): OsFixture {
  const f = OsFixture.base();
  f.autosar();
  f.event('E1');
  f.set('/Os/T1', {}, { OsTaskEventRef: ['/Os/E1'] });
  f.task('T2', { OsTaskPriority: '2' }, { OsTaskEventRef: ['/Os/E1'] });
  f.counter('C');
  f.scheduleTable('S', 'C', '100', ['0'], 'T1');
  return f;
}

describe('OS0048 the same event (same task) only once per expiry point', () => {
  it('passes for one event set on two tasks', () => {
    const f = build();
    f.eventSetting('/Os/S/S_ep1', 'Set1', 'E1', 'T1');
    f.eventSetting('/Os/S/S_ep1', 'Set2', 'E1', 'T2');
    expect(f.rows(OS0048)).toEqual([]);
  });
  it('fails for the same event set twice on one task', () => {
    const f = build();
    f.eventSetting('/Os/S/S_ep1', 'Set1', 'E1', 'T1');
    f.eventSetting('/Os/S/S_ep1', 'Set2', 'E1', 'T1');
    expect(f.rows(OS0048)).toEqual(['/Os/S/S_ep1/Set2 OsScheduleTableSetEventRef']);
    expect(f.codes()).toEqual(['OS0048']);
  });
  it('fails for the same task activated twice', () => {
    const f = build();
    f.add(
      '/Os/S/S_ep1',
      'OsScheduleTableTaskActivation',
      'Again',
      {},
      { OsScheduleTableActivateTaskRef: ['/Os/T1'] },
    );
    expect(f.rows(OS0048)).toEqual(['/Os/S/S_ep1/Again OsScheduleTableActivateTaskRef']);
  });
});
