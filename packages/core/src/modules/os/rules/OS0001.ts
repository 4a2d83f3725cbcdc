import { OsConfiguration } from './os-configuration.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: 'OS 未配置任何任务（OsTask），至少需要一个任务',
  en_us: 'The OS has no task (OsTask); at least one task is needed',
};

/** An OS schedules tasks: a configuration without any is incomplete. */
export const OS0001: OsCheck = {
  code: 'OS0001',
  severity: 'error',
  description: { zh_cn: 'OS 至少需要一个任务', en_us: 'The OS needs at least one task' },
  rationale:
    'An OS without tasks has nothing to schedule: StartOS would only run the idle loop, and the generated task tables would be empty.',
  source: 'OSEK OS 2.2.3 §4.1; spec §8 (missing or wrong data)',
  check(ctx) {
    const os = new OsConfiguration(ctx);
    if (os.tasks.length > 0) return [];
    return [ctx.report(os.os ?? null, MESSAGE)];
  },
};
