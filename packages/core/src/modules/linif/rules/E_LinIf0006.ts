import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { linIfFrameType } from '../channel-role.js';
import { LINIF_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '帧 {frame} 为 {type}（传输层帧），但 LinIf 通用配置中未启用 LinIfTpSupported',
  en_us:
    'Frame {frame} is an {type} (a transport protocol frame) while LinIfTpSupported is off in LinIf general',
};

/**
 * Master request and slave response frames carry the LIN transport protocol (diagnostics): LinIf handles them
 * only when built with TP support, so they exist only when LinIfTpSupported is on (the same switch LinTp's
 * N-SDUs need). Source: SWS LinIf LinIfTpSupported, LinIfFrameType MRF/SRF.
 */
export const E_LinIf0006: ModuleRule = {
  code: 'E_LinIf0006',
  severity: 'error',
  description: {
    zh_cn: 'MRF/SRF 帧须在 LinIf 启用 TP 支持后使用',
    en_us: 'MRF and SRF frames need TP support enabled in LinIf',
  },
  check(ctx) {
    const general = ctx.containersOf(LINIF_PATHS.general)[0];
    if (general && ctx.flag(general, 'LinIfTpSupported') === true) return [];
    const rows: VerifyRow[] = [];
    for (const frame of ctx.containersOf(LINIF_PATHS.frame)) {
      const type = linIfFrameType(ctx, frame);
      if (type === 'MRF' || type === 'SRF')
        rows.push(ctx.report(frame, MESSAGE, { frame: frame.shortName, type }, 'LinIfFrameType'));
    }
    return rows;
  },
};
