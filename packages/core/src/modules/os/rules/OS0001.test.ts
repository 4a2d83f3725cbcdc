import { describe, expect, it } from 'vitest';
import { OS0001 } from './OS0001.js';
import { OsFixture } from './os-fixture.js';

describe('OS0001 OS object names are not reserved identifiers', () => {
  const cases: [string, (f: OsFixture) => void, string[]][] = [
    ['ordinary names', () => undefined, []],
    ['RES_SCHEDULER as a resource', (f) => f.resource('RES_SCHEDULER'), []],
    ['OSDEFAULTAPPMODE as an application mode', (f) => f.add('/Os', 'OsAppMode', 'OSDEFAULTAPPMODE'), []],
    [
      'a task named INVALID_TASK',
      (f) => f.task('INVALID_TASK', { OsTaskPriority: '2' }),
      ['/Os/INVALID_TASK'],
    ],
    ['an event named E_OK', (f) => f.event('E_OK'), ['/Os/E_OK']],
    ['an alarm named ActivateTask', (f) => f.alarm('ActivateTask', 'C', 'T1'), ['/Os/ActivateTask']],
    [
      'a task named RES_SCHEDULER',
      (f) => f.task('RES_SCHEDULER', { OsTaskPriority: '2' }),
      ['/Os/RES_SCHEDULER'],
    ],
  ];
  for (const [name, build, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.counter('C');
      f.set('/Os/T1', {}, { OsTaskEventRef: [] });
      build(f);
      if (f.has('/Os/E_OK')) f.set('/Os/T1', {}, { OsTaskEventRef: ['/Os/E_OK'] });
      if (f.has('/Os/RES_SCHEDULER') && name.includes('resource'))
        f.set('/Os/T1', {}, { OsTaskResourceRef: ['/Os/RES_SCHEDULER'] });
      expect(f.rows(OS0001)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0001']);
    });
  }
  it('refuses a reserved alarm callback name, as the generator does', () => {
    const f = OsFixture.base();
    f.counter('C');
    f.alarm('A1', 'C', 'T1');
    f.alarmAction('A1', 'OsAlarmCallback', { OsAlarmCallbackName: 'ShutdownOS' });
    expect(f.rows(OS0001)).toEqual(['/Os/A1/OsAlarmAction/OsAlarmCallback OsAlarmCallbackName']);
    f.alarmAction('A1', 'OsAlarmCallback', { OsAlarmCallbackName: 'Cb_Watchdog' });
    expect(f.rows(OS0001)).toEqual([]);
  });

  it('says why in both languages', () => {
    const f = OsFixture.base();
    f.task('E_OK', { OsTaskPriority: '2' });
    expect(f.messages(OS0001)).toEqual([
      'The name of OsTask E_OK is an identifier the OS reserves; choose another name',
    ]);
    expect(f.messages(OS0001, 'zh_cn')).toEqual(['OsTask E_OK 的名称是 OS 保留的标识符，请改用其他名称']);
  });
});
