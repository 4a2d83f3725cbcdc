import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MULTIPLE_ACTIVATION = {
  zh_cn: '任务 {task} 的激活次数为 {activation}，需要 OSEK 一致性类 BCC2 或 ECC2',
  en_us: 'Task {task} has activation {activation}, which needs OSEK conformance class BCC2 or ECC2',
};
const SHARED_PRIORITY = {
  zh_cn: '任务 {task} 与 {other} 的优先级同为 {priority}，需要 OSEK 一致性类 BCC2 或 ECC2',
  en_us:
    'Task {task} shares priority {priority} with {other}, which needs OSEK conformance class BCC2 or ECC2',
};

/** Warning: features of an OSEK OS that need conformance class BCC2 or ECC2. */
export const OS0050: OsCheck = {
  code: 'OS0050',
  severity: 'warning',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '多次激活或相同优先级需要 BCC2/ECC2（警告）',
    en_us: 'Multiple activation or shared priorities need BCC2/ECC2 (warning)',
  },
  rationale:
    'BCC1 and ECC1 kernels have one task per priority and no activation queue; a configuration using either feature runs only on a BCC2/ECC2 kernel.',
  source: 'OSEK OS 2.2.3 §3.2 (conformance classes BCC1, BCC2, ECC1, ECC2)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    if (os.osType !== 'OSEK') return [];
    const rows: VerifyRow[] = [];
    const byPriority = new Map<bigint, ContainerValue>();
    for (const task of os.tasks) {
      const activation = ctx.integer(task, 'OsTaskActivation');
      if (activation !== undefined && activation > 1n)
        rows.push(
          ctx.report(
            task,
            MULTIPLE_ACTIVATION,
            { task: task.shortName, activation: String(activation) },
            'OsTaskActivation',
          ),
        );
      const priority = ctx.integer(task, 'OsTaskPriority');
      if (priority === undefined) continue;
      const other = byPriority.get(priority);
      if (other)
        rows.push(
          ctx.report(
            task,
            SHARED_PRIORITY,
            { task: task.shortName, other: other.shortName, priority: String(priority) },
            'OsTaskPriority',
          ),
        );
      else byPriority.set(priority, task);
    }
    return rows;
  },
};
