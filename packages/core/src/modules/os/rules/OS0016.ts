import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '事件 {event} 未被任何任务引用',
  en_us: 'Event {event} is not referenced by any task',
};

/** Warning: an event no task owns. */
export const OS0016: OsCheck = {
  code: 'OS0016',
  severity: 'warning',
  reads: ['Os', 'EcuC'],
  description: { zh_cn: '事件未被引用（警告）', en_us: 'An event is not referenced (warning)' },
  rationale:
    'An event no task owns can never be waited for; it is probably left over or a task reference is missing.',
  source: 'spec §8 (unreferenced event); OSEK OIL 2.5 §3.2.3 (TASK EVENT)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const used = new Set<string>();
    for (const task of os.tasks) for (const id of task.references.OsTaskEventRef ?? []) used.add(id);
    const rows: VerifyRow[] = [];
    for (const event of os.events)
      if (!used.has(event.id)) rows.push(ctx.report(event, MESSAGE, { event: event.shortName }));
    return rows;
  },
};
