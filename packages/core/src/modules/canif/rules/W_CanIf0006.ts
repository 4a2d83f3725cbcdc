import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: '缓冲区大小为 {size}，但 CanIfPublicTxBuffering 未启用：该缓冲区不会被使用',
  en_us: 'Buffer size is {size} but CanIfPublicTxBuffering is off: the buffer is never used',
};

/**
 * A Tx buffer sized while Tx buffering is off: with CanIfPublicTxBuffering off, CanIfBufferSize is 0
 * for every CanIfBufferCfg. Source: SWS CanIf ECUC parameter CanIfBufferSize ("if CanIfPublicTxBuffering
 * equals false, this parameter equals 0 for all Tx buffers").
 */
export const W_CanIf0006: ModuleRule = {
  code: 'W_CanIf0006',
  severity: 'warning',
  description: {
    zh_cn: 'CanIfPublicTxBuffering 未启用时缓冲区大小为 0',
    en_us: 'With CanIfPublicTxBuffering off, buffer sizes are 0',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const publicCfg = ctx.containersOf('/CanIf/CanIfPublicCfg')[0];
    if (!publicCfg || ctx.flag(publicCfg, 'CanIfPublicTxBuffering') === true) return rows;
    for (const buffer of ctx.containersOf('/CanIf/CanIfInitCfg/CanIfBufferCfg')) {
      const size = ctx.integer(buffer, 'CanIfBufferSize');
      if (size === undefined || size === 0n) continue;
      rows.push(ctx.report(buffer, MESSAGE, { size: String(size) }, 'CanIfBufferSize'));
    }
    return rows;
  },
};
