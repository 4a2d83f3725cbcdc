import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '事件 {event} 的掩码与同一任务 {task} 的事件 {other} 的掩码重叠',
  en_us: 'The mask of event {event} overlaps the mask of event {other} of the same task {task}',
};

/** Events one task owns have disjoint masks. */
export const OS0013: OsCheck = {
  code: 'OS0013',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '同一任务的事件掩码不能重叠',
    en_us: 'Event masks of one task do not overlap',
  },
  rationale:
    'A task waits for and clears events by mask; two events sharing a bit of one task cannot be told apart, so setting one wakes waiters of the other.',
  source: 'OSEK OS 2.2.3 §7.4 and §13.5.3; goil "event MASK conflicts"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    const reported = new Set<string>();
    for (const task of os.tasks) {
      const seen: { name: string; mask: bigint }[] = [];
      for (const event of os.eventsOf(task)) {
        const mask = os.eventMask(event);
        if (mask === undefined || mask === 0n) continue;
        for (const other of seen) {
          if ((other.mask & mask) === 0n) continue;
          const key = `${event.id}\u0000${other.name}`;
          if (reported.has(key)) continue;
          reported.add(key);
          rows.push(
            ctx.report(
              event,
              MESSAGE,
              { event: event.shortName, other: other.name, task: task.shortName },
              'OsEventMask',
            ),
          );
        }
        seen.push({ name: event.shortName, mask });
      }
    }
    return rows;
  },
};
