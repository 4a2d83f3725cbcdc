import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: 'MemIf 已启用，但项目中没有使用它的 NvM 块',
  en_us: 'MemIf is enabled but no NvM block uses it',
};

/** MemIf without NvM blocks configures a memory stack nobody uses. */
export const W_MemIf0001: ModuleRule = {
  code: 'W_MemIf0001',
  severity: 'warning',
  reads: ['NvM'],
  description: {
    zh_cn: 'MemIf 应有 NvM 块使用',
    en_us: 'MemIf should be used by NvM blocks',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    if (ctx.projectContainersOf('/NvM/NvMBlockDescriptor').length === 0) {
      const general = ctx.containersOf('/MemIf/MemIfGeneral')[0] ?? null;
      rows.push(ctx.report(general, MESSAGE));
    }
    return rows;
  },
};
