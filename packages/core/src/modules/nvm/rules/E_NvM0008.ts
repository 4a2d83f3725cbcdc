import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const NEEDS_PRIORITIZATION = {
  zh_cn: 'NvMBlockJobPriority 为 0（立即）时 NvMCommon 的 NvMJobPrioritization 必须为 true',
  en_us: 'NvMBlockJobPriority 0 (immediate) needs NvMJobPrioritization = true in NvMCommon',
};
const NEEDS_QUEUE = {
  zh_cn: '存在立即优先级的块时必须配置 NvMSizeImmediateJobQueue',
  en_us: 'NvMSizeImmediateJobQueue is required when blocks have immediate priority',
};

/** Immediate (priority 0) jobs need job prioritization and an immediate queue. */
export const E_NvM0008: ModuleRule = {
  code: 'E_NvM0008',
  severity: 'error',
  description: {
    zh_cn: '立即优先级的块需要启用作业优先级和立即队列',
    en_us: 'Immediate-priority blocks need job prioritization and an immediate queue',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const common = ctx.containersOf('/NvM/NvMCommon')[0];
    if (!common) return rows;
    const prioritization = ctx.flag(common, 'NvMJobPrioritization') === true;
    let immediate = false;
    for (const block of ctx.containersOf('/NvM/NvMBlockDescriptor')) {
      if (ctx.integer(block, 'NvMBlockJobPriority') !== 0n) continue;
      immediate = true;
      if (!prioritization) rows.push(ctx.report(block, NEEDS_PRIORITIZATION, {}, 'NvMBlockJobPriority'));
    }
    if (immediate && prioritization && ctx.integer(common, 'NvMSizeImmediateJobQueue') === undefined) {
      rows.push(ctx.report(common, NEEDS_QUEUE, {}, 'NvMSizeImmediateJobQueue'));
    }
    return rows;
  },
};
