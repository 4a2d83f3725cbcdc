import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: '缓冲区大小 {size} 超过最大缓冲区大小 CanIfMaxBufferSize ({max})',
  en_us: 'Buffer size {size} exceeds the maximum buffer size CanIfMaxBufferSize ({max})',
};

/** No Tx buffer is larger than CanIfMaxBufferSize. */
export const E_CanIf0001: ModuleRule = {
  code: 'E_CanIf0001',
  severity: 'error',
  description: {
    zh_cn: '缓冲区大小不得超过 CanIfMaxBufferSize',
    en_us: 'Buffer sizes do not exceed CanIfMaxBufferSize',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const init = ctx.containersOf('/CanIf/CanIfInitCfg')[0];
    const max = init ? ctx.integer(init, 'CanIfMaxBufferSize') : undefined;
    if (max === undefined) return rows;
    for (const buffer of ctx.containersOf('/CanIf/CanIfInitCfg/CanIfBufferCfg')) {
      const size = ctx.integer(buffer, 'CanIfBufferSize');
      if (size === undefined || size <= max) continue;
      rows.push(ctx.report(buffer, MESSAGE, { size: String(size), max: String(max) }, 'CanIfBufferSize'));
    }
    return rows;
  },
};
