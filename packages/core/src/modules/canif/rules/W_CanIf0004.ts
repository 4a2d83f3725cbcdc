import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: 'CanIfPublicTxBuffering 已启用，但没有 CanIfBufferSize 大于 0 的发送缓冲区',
  en_us: 'CanIfPublicTxBuffering is on but no Tx buffer has a CanIfBufferSize above 0',
};

/**
 * Tx buffering on with no Tx buffer: CanIfPublicTxBuffering is on while every CanIfBufferCfg has
 * CanIfBufferSize 0 (a size of 0 means the buffer's PDUs are not buffered). Source: SWS CanIf ECUC
 * parameters CanIfPublicTxBuffering and CanIfBufferSize.
 */
export const W_CanIf0004: ModuleRule = {
  code: 'W_CanIf0004',
  severity: 'warning',
  description: {
    zh_cn: '启用 CanIfPublicTxBuffering 时至少一个发送缓冲区的大小大于 0',
    en_us: 'With CanIfPublicTxBuffering on, at least one Tx buffer has a size above 0',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const publicCfg = ctx.containersOf('/CanIf/CanIfPublicCfg')[0];
    if (!publicCfg || ctx.flag(publicCfg, 'CanIfPublicTxBuffering') !== true) return rows;
    for (const buffer of ctx.containersOf('/CanIf/CanIfInitCfg/CanIfBufferCfg')) {
      if ((ctx.integer(buffer, 'CanIfBufferSize') ?? 0n) > 0n) return rows;
    }
    rows.push(ctx.report(publicCfg, MESSAGE, {}, 'CanIfPublicTxBuffering'));
    return rows;
  },
};
