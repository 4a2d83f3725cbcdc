/**
 * A small, complete Os configuration for tests and examples: two app modes, three tasks (one
 * extended with AUTO events), a category 1 and a category 2 ISR, a linked and an internal
 * resource, a counter, alarms of every action kind and a schedule table with unsorted expiry points.
 */
import { ECUC_MODULE } from '../../ecuc/index.js';
import { ProjectFixture } from '../../project-fixture.js';
import { OS_MODULE } from '../module.js';

export function smallOsFixture(): ProjectFixture {
  const f = new ProjectFixture([ECUC_MODULE, OS_MODULE], 'TC275');
  const appModes = f.containers.filter((c) => c.definitionPath === '/Os/OsAppMode');
  const defaultMode = appModes[0];
  if (defaultMode) f.replace(defaultMode, (c) => ({ ...c, shortName: 'ModeNormal' }));
  const diag = f.add('/Os', 'OsAppMode');
  f.replace(diag, (c) => ({ ...c, shortName: 'ModeDiag' }));
  const id = (path: string): string => f.get(path).id;
  const rename = (path: string, shortName: string): void => {
    f.replace(f.get(path), (c) => ({ ...c, shortName }));
  };
  const addNamed = (
    parent: string,
    definition: string,
    name: string,
    values: Record<string, string> = {},
  ): string => {
    const created = f.add(parent, definition, values);
    f.replace(created, (c) => ({ ...c, shortName: name }));
    return `${parent}/${name}`;
  };
  f.set('/Os/OsOS', { OsType: 'AUTOSAR', OsUseResScheduler: true, OsStatus: 'EXTENDED' });
  f.set('/Os/OsOS/OsHooks', { OsStartupHook: true, OsErrorHook: true });

  addNamed('/Os', 'OsEvent', 'EvRx');
  addNamed('/Os', 'OsEvent', 'EvTx');
  addNamed('/Os', 'OsEvent', 'EvFixed', { OsEventMask: '0x10' });
  addNamed('/Os', 'OsResource', 'ResBus');
  addNamed('/Os', 'OsResource', 'ResBusLink', { OsResourceProperty: 'LINKED' });
  f.set('/Os/ResBusLink', {}, { OsResourceLinkedResourceRef: [id('/Os/ResBus')] });
  addNamed('/Os', 'OsResource', 'ResGroup', { OsResourceProperty: 'INTERNAL' });

  addNamed('/Os', 'OsTask', 'Task_Init', {
    OsTaskPriority: '10',
    OsTaskSchedule: 'NON',
    OsTaskActivation: '3',
  });
  addNamed('/Os/Task_Init', 'OsTaskAutostart', 'OsTaskAutostart');
  f.set(
    '/Os/Task_Init/OsTaskAutostart',
    {},
    { OsTaskAppModeRef: [id('/Os/ModeNormal'), id('/Os/ModeDiag')] },
  );
  addNamed('/Os', 'OsTask', 'Task_Com', { OsTaskPriority: '5', OsStacksize: '1000' });
  f.set(
    '/Os/Task_Com',
    {},
    {
      OsTaskEventRef: [id('/Os/EvRx'), id('/Os/EvTx'), id('/Os/EvFixed')],
      OsTaskResourceRef: [id('/Os/ResBusLink'), id('/Os/ResGroup')],
    },
  );
  addNamed('/Os', 'OsTask', 'Task_Bg', { OsTaskPriority: '1' });
  f.set(
    '/Os/Task_Bg',
    {},
    { OsTaskResourceRef: [id('/Os/ResBus'), id('/Os/ResGroup')], OsTaskEventRef: [id('/Os/EvTx')] },
  );

  addNamed('/Os', 'OsIsr', 'Isr_Can', { OsIsrCategory: 'CATEGORY_2', OsIsrPriority: '4' });
  f.set('/Os/Isr_Can', {}, { OsIsrResourceRef: [id('/Os/ResBus')] });
  addNamed('/Os', 'OsIsr', 'Isr_Timer', { OsIsrCategory: 'CATEGORY_1', OsIsrPriority: '9' });

  addNamed('/Os', 'OsCounter', 'SystemCounter', {
    OsCounterMaxAllowedValue: '65535',
    OsCounterTicksPerBase: '10',
    OsCounterMinCycle: '2',
  });

  const alarm = (
    name: string,
    choice: string,
    refs: Record<string, string[]>,
    values: Record<string, string> = {},
  ): string => {
    const path = addNamed('/Os', 'OsAlarm', name);
    f.set(path, {}, { OsAlarmCounterRef: [id('/Os/SystemCounter')] });
    const action = f.containers.find(
      (c) => c.parentId === id(path) && c.definitionPath === '/Os/OsAlarm/OsAlarmAction',
    );
    const actionPath = action
      ? `${path}/${action.shortName}`
      : addNamed(path, 'OsAlarmAction', 'OsAlarmAction');
    for (const c of f.containers.filter((c) => c.parentId === id(actionPath)))
      f.remove(`${actionPath}/${c.shortName}`);
    const chosen = addNamed(actionPath, choice, choice, values);
    f.set(chosen, {}, refs);
    return path;
  };
  const a1 = alarm('Alarm_10ms', 'OsAlarmActivateTask', { OsAlarmActivateTaskRef: [id('/Os/Task_Bg')] });
  addNamed(a1, 'OsAlarmAutostart', 'OsAlarmAutostart', { OsAlarmAlarmTime: '5', OsAlarmCycleTime: '10' });
  f.set(`${a1}/OsAlarmAutostart`, {}, { OsAlarmAppModeRef: [id('/Os/ModeNormal')] });
  alarm('Alarm_Rx', 'OsAlarmSetEvent', {
    OsAlarmSetEventTaskRef: [id('/Os/Task_Com')],
    OsAlarmSetEventRef: [id('/Os/EvRx')],
  });
  alarm('Alarm_Cb', 'OsAlarmCallback', {}, { OsAlarmCallbackName: 'Cb_Watchdog' });

  const table = addNamed('/Os', 'OsScheduleTable', 'Sched_Main', { OsScheduleTableDuration: '100' });
  f.set(table, { OsScheduleTableRepeating: true }, { OsScheduleTableCounterRef: [id('/Os/SystemCounter')] });
  for (const c of f.containers.filter((c) => c.parentId === id(table))) f.remove(`${table}/${c.shortName}`);
  const late = addNamed(table, 'OsScheduleTableExpiryPoint', 'Ep_Late', {
    OsScheduleTblExpPointOffset: '60',
  });
  const lateAct = addNamed(late, 'OsScheduleTableTaskActivation', 'Act');
  f.set(lateAct, {}, { OsScheduleTableActivateTaskRef: [id('/Os/Task_Bg')] });
  const early = addNamed(table, 'OsScheduleTableExpiryPoint', 'Ep_Early', {
    OsScheduleTblExpPointOffset: '0',
  });
  const earlySet = addNamed(early, 'OsScheduleTableEventSetting', 'Set');
  f.set(
    earlySet,
    {},
    { OsScheduleTableSetEventTaskRef: [id('/Os/Task_Com')], OsScheduleTableSetEventRef: [id('/Os/EvTx')] },
  );
  const earlyAct = addNamed(early, 'OsScheduleTableTaskActivation', 'Act');
  f.set(earlyAct, {}, { OsScheduleTableActivateTaskRef: [id('/Os/Task_Com')] });
  void rename;
  return f;
}
