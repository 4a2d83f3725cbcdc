import { describe, expect, it } from 'vitest';
import { OS0009 } from './OS0009.js';
import { OsFixture } from './os-fixture.js';

/** Two applications on cores 0 and 1; counter C on core 0, alarm A and table S on `objectCore`. */
function build(objectCore: 0 | 1): OsFixture {
  const f = OsFixture.base();
  f.autosar();
  f.setOs({ OsNumberOfCores: '2' });
  f.core('Core0', '0');
  f.core('Core1', '1');
  f.task('T2', { OsTaskPriority: '2' });
  f.counter('C');
  f.alarm('A', 'C', objectCore === 0 ? 'T1' : 'T2');
  f.scheduleTable('S', 'C', '100', ['0'], objectCore === 0 ? 'T1' : 'T2');
  const onCore0 = ['/Os/T1', '/Os/C'];
  const onCore1 = ['/Os/T2'];
  (objectCore === 0 ? onCore0 : onCore1).push('/Os/A');
  const tables = objectCore === 0 ? { zero: ['/Os/S'], one: [] } : { zero: [], one: ['/Os/S'] };
  f.application(
    'App0',
    {
      OsAppTaskRef: ['/Os/T1'],
      OsAppCounterRef: ['/Os/C'],
      OsAppAlarmRef: onCore0.filter((p) => p === '/Os/A'),
      OsAppScheduleTableRef: tables.zero,
    },
    'Core0',
  );
  f.application(
    'App1',
    {
      OsAppTaskRef: ['/Os/T2'],
      OsAppAlarmRef: onCore1.filter((p) => p === '/Os/A'),
      OsAppScheduleTableRef: tables.one,
    },
    'Core1',
  );
  return f;
}

describe('OS0009 alarms and schedule tables on the core of their counter', () => {
  it('passes when alarm, table and counter share core 0', () => {
    expect(build(0).rows(OS0009)).toEqual([]);
  });
  it('fails when alarm and table are on core 1 and the counter on core 0', () => {
    const f = build(1);
    expect(f.rows(OS0009)).toEqual(['/Os/A OsAlarmCounterRef', '/Os/S OsScheduleTableCounterRef']);
    expect(f.messages(OS0009)[0]).toBe('A is on core 1 but its counter C is on core 0');
  });
  it('fails alone when only the core differs (counter accessible)', () => {
    const f = build(1);
    f.set('/Os/C', {}, { OsCounterAccessingApplication: ['/Os/App1'] });
    expect(f.codes()).toEqual(['OS0009']);
  });
});
