import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const EVENT_TWICE = {
  zh_cn: '到期点 {point} 多次给任务 {task} 设置事件 {event}',
  en_us: 'Expiry point {point} sets event {event} on task {task} more than once',
};
const TASK_TWICE = {
  zh_cn: '到期点 {point} 多次激活任务 {task}',
  en_us: 'Expiry point {point} activates task {task} more than once',
};

/** Within one expiry point a task is activated, and an event set on a task, at most once. */
export const OS0048: OsCheck = {
  code: 'OS0048',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '同一到期点中同一事件（同一任务）只设置一次',
    en_us: 'An expiry point sets the same event (same task) only once',
  },
  rationale:
    'Actions of one expiry point happen at the same instant; setting the same event twice has no extra effect, and a second activation only consumes an activation slot (E_OS_LIMIT).',
  source: 'AUTOSAR SWS_Os_00407, ECUC_Os_00412/00413 (expiry point actions); spec §8 (same event only once)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const table of os.scheduleTables) {
      for (const point of ctx.childrenOf(table, OS_PATHS.expiryPoint)) {
        const settings = new Set<string>();
        for (const setting of ctx.childrenOf(point, OS_PATHS.expiryEventSetting)) {
          const event = os.target(setting, 'OsScheduleTableSetEventRef');
          const task = os.target(setting, 'OsScheduleTableSetEventTaskRef');
          if (!event || !task) continue;
          const key = `${event.id}\u0000${task.id}`;
          if (settings.has(key))
            rows.push(
              ctx.report(
                setting,
                EVENT_TWICE,
                { point: point.shortName, event: event.shortName, task: task.shortName },
                'OsScheduleTableSetEventRef',
              ),
            );
          settings.add(key);
        }
        const activations = new Set<string>();
        for (const activation of ctx.childrenOf(point, OS_PATHS.expiryTaskActivation)) {
          const task = os.target(activation, 'OsScheduleTableActivateTaskRef');
          if (!task) continue;
          if (activations.has(task.id))
            rows.push(
              ctx.report(
                activation,
                TASK_TWICE,
                { point: point.shortName, task: task.shortName },
                'OsScheduleTableActivateTaskRef',
              ),
            );
          activations.add(task.id);
        }
      }
    }
    return rows;
  },
};
