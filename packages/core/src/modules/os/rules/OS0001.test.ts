import { describe, expect, it } from 'vitest';
import { OS0001 } from './OS0001.js';
import { OsFixture } from './os-fixture.js';

describe('OS0001 OS object names and their C names', () => {
  // [case, build, rows, types]: rows and types list errors first, as verification does. Tasks come
  // before events, so the event is the second object of the clash with task OsEvent_event.
  const cases: [string, (f: OsFixture) => void, string[], string[]][] = [
    ['ordinary names', () => undefined, [], []],
    ['RES_SCHEDULER as a resource', (f) => f.resource('RES_SCHEDULER'), [], []],
    ['OSDEFAULTAPPMODE as an application mode', (f) => f.add('/Os', 'OsAppMode', 'OSDEFAULTAPPMODE'), [], []],
    [
      'a task named GetTaskID (renamed)',
      (f) => f.task('GetTaskID', { OsTaskPriority: '2' }),
      ['/Os/GetTaskID'],
      ['warning'],
    ],
    ['an event named event (renamed)', (f) => f.event('event'), ['/Os/event'], ['warning']],
    [
      'an alarm named ActivateTask (renamed)',
      (f) => f.alarm('ActivateTask', 'C', 'T1'),
      ['/Os/ActivateTask'],
      ['warning'],
    ],
    [
      'a task named RES_SCHEDULER (renamed)',
      (f) => f.task('RES_SCHEDULER', { OsTaskPriority: '2' }),
      ['/Os/RES_SCHEDULER'],
      ['warning'],
    ],
    [
      'an event named event and a task named OsEvent_event (one C name)',
      (f) => (f.event('event'), f.task('OsEvent_event', { OsTaskPriority: '2' })),
      ['/Os/event', '/Os/event'],
      ['error', 'warning'],
    ],
  ];
  for (const [name, build, expected, types] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.counter('C');
      f.set('/Os/T1', {}, { OsTaskEventRef: [] });
      build(f);
      if (f.has('/Os/event')) f.set('/Os/T1', {}, { OsTaskEventRef: ['/Os/event'] });
      if (f.has('/Os/RES_SCHEDULER') && name.includes('resource'))
        f.set('/Os/T1', {}, { OsTaskResourceRef: ['/Os/RES_SCHEDULER'] });
      expect(f.rows(OS0001)).toEqual(expected);
      expect(f.types(OS0001)).toEqual(types);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0001']);
    });
  }

  it('refuses a reserved alarm callback name, as the generator does', () => {
    const f = OsFixture.base();
    f.counter('C');
    f.alarm('A1', 'C', 'T1');
    f.alarmAction('A1', 'OsAlarmCallback', { OsAlarmCallbackName: 'ShutdownOS' });
    expect(f.rows(OS0001)).toEqual(['/Os/A1/OsAlarmAction/OsAlarmCallback OsAlarmCallbackName']);
    expect(f.types(OS0001)).toEqual(['error']);
    f.alarmAction('A1', 'OsAlarmCallback', { OsAlarmCallbackName: 'Cb_Watchdog' });
    expect(f.rows(OS0001)).toEqual([]);
  });

  it('refuses an alarm callback named like the C name of an object', () => {
    const f = OsFixture.base();
    f.counter('C');
    f.event('event');
    f.set('/Os/T1', {}, { OsTaskEventRef: ['/Os/event'] });
    f.alarm('A1', 'C', 'T1');
    f.alarmAction('A1', 'OsAlarmCallback', { OsAlarmCallbackName: 'OsEvent_event' });
    expect(f.rows(OS0001)).toEqual(['/Os/A1/OsAlarmAction/OsAlarmCallback OsAlarmCallbackName', '/Os/event']);
    expect(f.types(OS0001)).toEqual(['error', 'warning']);
    expect(f.messages(OS0001)[0]).toBe(
      'Alarm callback name OsEvent_event is the C name of OsEvent event; choose another name',
    );
  });

  it('says what the C code calls a renamed object, in both languages', () => {
    const f = OsFixture.base();
    f.task('E_OS_LIMIT', { OsTaskPriority: '2' });
    expect(f.messages(OS0001)).toEqual([
      'The name of OsTask E_OS_LIMIT is an identifier the OS reserves; the generated C code calls it OsTask_E_OS_LIMIT (use that name in application code)',
    ]);
    expect(f.messages(OS0001, 'zh_cn')).toEqual([
      'OsTask E_OS_LIMIT 的名称是 OS 保留的标识符，生成的 C 代码中称为 OsTask_E_OS_LIMIT（应用代码中请使用该名称）',
    ]);
  });

  it('says which objects meet in one C name, in both languages', () => {
    const f = OsFixture.base();
    f.task('priority', { OsTaskPriority: '2' });
    f.counter('OsTask_priority');
    expect(f.messages(OS0001)).toEqual([
      'OsCounter OsTask_priority would be OsTask_priority in the generated C code, as OsTask priority is; rename one of them',
      'The name of OsTask priority is an identifier the OS reserves; the generated C code calls it OsTask_priority (use that name in application code)',
    ]);
    expect(f.messages(OS0001, 'zh_cn')[0]).toBe(
      'OsCounter OsTask_priority 在生成的 C 代码中的名称 OsTask_priority 与 OsTask priority 相同，请重命名其中之一',
    );
  });
});
