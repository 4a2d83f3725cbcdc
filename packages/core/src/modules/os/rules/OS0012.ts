import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '任务 {task} 引用了 {count} 个事件，每个任务的事件必须少于 32 个',
  en_us: 'Task {task} references {count} events; a task has fewer than 32 events',
};

/** Events of a task are bits of one 32-bit EventMaskType. */
export const OS0012: OsCheck = {
  code: 'OS0012',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: { zh_cn: '每个任务的事件少于 32 个', en_us: 'A task has fewer than 32 events' },
  rationale:
    'The generated EventMaskType is 32 bits wide and the kernel keeps one bit for its own use; a task cannot own 32 or more events.',
  source: 'OSEK OS 2.2.3 §13.5.1 (EventMaskType); spec §8 and §9 (events below 32)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const task of os.tasks) {
      const count = new Set(task.references.OsTaskEventRef ?? []).size;
      if (count >= 32)
        rows.push(ctx.report(task, MESSAGE, { task: task.shortName, count }, 'OsTaskEventRef'));
    }
    return rows;
  },
};
