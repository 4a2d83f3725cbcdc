import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '扩展任务 {task}（引用了事件）的激活次数必须为 1，当前为 {activation}',
  en_us: 'Extended task {task} (it references events) must have OsTaskActivation 1, has {activation}',
};

/** Extended tasks are activated once at a time. */
export const OS0049: OsCheck = {
  code: 'OS0049',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '扩展任务的激活次数为 1',
    en_us: 'An extended task has activation 1',
  },
  rationale:
    'Multiple activation requests are queued only for basic tasks; an extended task keeps its event state across WaitEvent, so queued activations of it are not defined (ECC2 allows multiple activation of basic tasks only).',
  source: 'OSEK OS 2.2.3 §3.2 (conformance classes: multiple activation of basic tasks only) and §4.3',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const task of os.tasks) {
      const activation = ctx.integer(task, 'OsTaskActivation');
      if (activation === undefined || activation <= 1n || !os.isExtended(task)) continue;
      rows.push(
        ctx.report(
          task,
          MESSAGE,
          { task: task.shortName, activation: String(activation) },
          'OsTaskActivation',
        ),
      );
    }
    return rows;
  },
};
