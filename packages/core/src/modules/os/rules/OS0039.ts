import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '到期点 {point} 必须激活一个任务或设置一个事件',
  en_us: 'Expiry point {point} must activate a task or set an event',
};

/** OS407: an expiry point activates at least one task or sets at least one event. */
export const OS0039: OsCheck = {
  code: 'OS0039',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '到期点激活任务或设置事件',
    en_us: 'An expiry point activates a task or sets an event',
  },
  rationale: 'An expiry point without action has no effect; it is an incomplete configuration.',
  source: 'AUTOSAR OS407 (SWS_Os_00407); goil "OS407 - no ACTION found for EXPIRY_POINT"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const table of os.scheduleTables) {
      for (const point of ctx.childrenOf(table, OS_PATHS.expiryPoint)) {
        const actions =
          ctx.childrenOf(point, OS_PATHS.expiryTaskActivation).length +
          ctx.childrenOf(point, OS_PATHS.expiryEventSetting).length;
        if (actions === 0) rows.push(ctx.report(point, MESSAGE, { point: point.shortName }));
      }
    }
    return rows;
  },
};
