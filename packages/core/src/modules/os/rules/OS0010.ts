import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const BASIC = {
  zh_cn: '报警器 {alarm} 不能给基本任务 {task} 设置事件 {event}（该任务未引用任何事件）',
  en_us: 'Alarm {alarm} cannot set event {event} on basic task {task} (the task references no event)',
};
const NOT_OWNED = {
  zh_cn: '报警器 {alarm} 给任务 {task} 设置的事件 {event} 不属于该任务（OsTaskEventRef）',
  en_us: 'Alarm {alarm} sets event {event} on task {task}, which does not own it (OsTaskEventRef)',
};

/** An alarm sets only events the target task owns. */
export const OS0010: OsCheck = {
  code: 'OS0010',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '报警器只能给拥有该事件的扩展任务设置事件',
    en_us: 'An alarm sets an event only on an extended task that owns it',
  },
  rationale:
    'SetEvent on a basic task returns E_OS_ACCESS, and an event the task does not own has no bit in its mask: the alarm would fail at run time.',
  source:
    'OSEK OS 2.2.3 §13.5.3.1 (SetEvent: E_OS_ACCESS); goil "An alarm can\'t set an Event to a basic task"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const alarm of os.alarms) {
      const action = os.alarmAction(alarm);
      if (!action || action.definitionPath !== OS_PATHS.alarmSetEvent) continue;
      const event = os.target(action, 'OsAlarmSetEventRef');
      const task = os.target(action, 'OsAlarmSetEventTaskRef');
      if (!event || !task) continue;
      const owned = os.eventsOf(task);
      if (owned.includes(event)) continue;
      rows.push(
        ctx.report(
          action,
          owned.length === 0 ? BASIC : NOT_OWNED,
          { alarm: alarm.shortName, task: task.shortName, event: event.shortName },
          'OsAlarmSetEventRef',
        ),
      );
    }
    return rows;
  },
};
