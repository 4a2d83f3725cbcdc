import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const BASIC = {
  zh_cn: '调度表 {table} 的到期点不能给基本任务 {task} 设置事件 {event}（该任务未引用任何事件）',
  en_us:
    'An expiry point of {table} cannot set event {event} on basic task {task} (the task references no event)',
};
const NOT_OWNED = {
  zh_cn: '调度表 {table} 的到期点给任务 {task} 设置的事件 {event} 不属于该任务（OsTaskEventRef）',
  en_us:
    'An expiry point of {table} sets event {event} on task {task}, which does not own it (OsTaskEventRef)',
};

/** An expiry point sets only events the target task owns. */
export const OS0011: OsCheck = {
  code: 'OS0011',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '到期点只能给拥有该事件的扩展任务设置事件',
    en_us: 'An expiry point sets an event only on an extended task that owns it',
  },
  rationale:
    'The expiry point calls SetEvent; on a basic task or for an event the task does not own it fails with E_OS_ACCESS and the event is lost.',
  source: 'AUTOSAR SWS_Os_00407 (expiry point actions); goil "An action can\'t set an Event to a basic task"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const table of os.scheduleTables) {
      for (const point of ctx.childrenOf(table, OS_PATHS.expiryPoint)) {
        for (const setting of ctx.childrenOf(point, OS_PATHS.expiryEventSetting)) {
          const event = os.target(setting, 'OsScheduleTableSetEventRef');
          const task = os.target(setting, 'OsScheduleTableSetEventTaskRef');
          if (!event || !task) continue;
          const owned = os.eventsOf(task);
          if (owned.includes(event)) continue;
          rows.push(
            ctx.report(
              setting,
              owned.length === 0 ? BASIC : NOT_OWNED,
              { table: table.shortName, task: task.shortName, event: event.shortName },
              'OsScheduleTableSetEventRef',
            ),
          );
        }
      }
    }
    return rows;
  },
};
