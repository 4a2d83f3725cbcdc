import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '中断 {isr} 不能引用内部资源 {resource}，内部资源只供任务使用',
  en_us: 'ISR {isr} cannot reference internal resource {resource}; internal resources are for tasks only',
};

/** Internal resources belong to tasks. */
export const OS0020: OsCheck = {
  code: 'OS0020',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '内部资源只能被任务引用',
    en_us: 'Internal resources are referenced by tasks only',
  },
  rationale:
    'An internal resource is held by the scheduler while a task runs; interrupts never take it, and GetResource/ReleaseResource cannot be called on it.',
  source: 'OSEK OS 2.2.3 §8.6; spec §8 (internal resource only by tasks)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const isr of os.isrs) {
      for (const resource of os.resourcesOf(isr)) {
        if (os.property(resource) === 'INTERNAL')
          rows.push(
            ctx.report(
              isr,
              MESSAGE,
              { isr: isr.shortName, resource: resource.shortName },
              'OsIsrResourceRef',
            ),
          );
      }
    }
    return rows;
  },
};
