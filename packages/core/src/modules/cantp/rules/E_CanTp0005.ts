import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { FUNCTIONAL_TA_TYPES, NSDU_KINDS, childNamed } from './connection.js';

const MESSAGE = {
  zh_cn: '{taType} 为功能寻址，只传单帧、不使用流控帧：应删除 {container}',
  en_us: '{taType} is functional addressing, with single frames only and no flow control: remove {container}',
};

/**
 * A functionally addressed N-SDU (CANTP_FUNCTIONAL, CANTP_CANFD_FUNCTIONAL) has no flow-control N-PDU:
 * functional (1:n) addressing carries single frames only, so no flow control is ever sent or awaited
 * (ISO 15765-2, functional addressing; SWS CanTp [SWS_CanTp_00093]: a segmented transfer on a functional
 * N-SDU is rejected with CANTP_E_INVALID_TATYPE). The N-SDU's data length is not checked here: the
 * definition gives it only through the referenced EcuC Pdu, and the single-frame room depends on the frame.
 */
export const E_CanTp0005: ModuleRule = {
  code: 'E_CanTp0005',
  severity: 'error',
  description: {
    zh_cn: '功能寻址的 N-SDU 只用单帧，不得配置流控 N-PDU',
    en_us: 'A functional N-SDU uses single frames only and has no flow-control N-PDU',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const kind of NSDU_KINDS) {
      for (const nSdu of ctx.containersOf(kind.path)) {
        const taType = ctx.text(nSdu, kind.taType) ?? '';
        if (!FUNCTIONAL_TA_TYPES.has(taType)) continue;
        if (!childNamed(ctx, nSdu, kind.flowControl.container)) continue;
        const container = kind.flowControl.container;
        rows.push(ctx.report(nSdu, MESSAGE, { taType, container }, container));
      }
    }
    return rows;
  },
};
