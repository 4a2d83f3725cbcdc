import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '任务 {task} 引用了 {count} 个内部资源（{resources}），每个任务最多一个',
  en_us: 'Task {task} references {count} internal resources ({resources}); a task has at most one',
};

/** A task has at most one internal resource. */
export const OS0019: OsCheck = {
  code: 'OS0019',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '每个任务最多一个内部资源',
    en_us: 'A task has at most one internal resource',
  },
  rationale:
    'An internal resource is taken automatically when the task starts running; with two, the running priority would be ambiguous.',
  source: 'OSEK OS 2.2.3 §8.6 (internal resources: at most one per task)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const task of os.tasks) {
      const internal = os.resourcesOf(task).filter((resource) => os.property(resource) === 'INTERNAL');
      if (internal.length > 1)
        rows.push(
          ctx.report(
            task,
            MESSAGE,
            {
              task: task.shortName,
              count: internal.length,
              resources: internal.map((r) => r.shortName).join(', '),
            },
            'OsTaskResourceRef',
          ),
        );
    }
    return rows;
  },
};
