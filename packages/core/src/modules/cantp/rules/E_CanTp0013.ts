import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CANTP_GENERAL_PATH, CAN_FD_TA_TYPES, NSDU_KINDS } from './connection.js';

const MESSAGE = {
  zh_cn: 'N-SDU 使用 CAN FD 帧（{taType}），但 CanTpGeneral 未启用 CanTpFlexibleDataRateSupport',
  en_us: 'The N-SDU uses CAN FD frames ({taType}) but CanTpFlexibleDataRateSupport is off in CanTpGeneral',
};

/**
 * An N-SDU with a CAN FD N_TAtype (CANTP_CANFD_PHYSICAL, CANTP_CANFD_FUNCTIONAL) needs CAN FD support in CanTp:
 * CanTpFlexibleDataRateSupport switches on the CAN FD frame formats (SF with escape, FF/CF with up to 64 bytes)
 * (SWS CanTp, CanTpFlexibleDataRateSupport; CanTpRxTaType, CanTpTxTaType). The definition marks CAN FD on the
 * N-SDU through its N_TAtype, so that is the check.
 */
export const E_CanTp0013: ModuleRule = {
  code: 'E_CanTp0013',
  severity: 'error',
  description: {
    zh_cn: 'CAN FD 的 N-SDU 需要启用 CanTpFlexibleDataRateSupport',
    en_us: 'A CAN FD N-SDU needs CanTpFlexibleDataRateSupport on',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const general = ctx.containersOf(CANTP_GENERAL_PATH)[0];
    if (!general || ctx.flag(general, 'CanTpFlexibleDataRateSupport') === true) return rows;
    for (const kind of NSDU_KINDS) {
      for (const nSdu of ctx.containersOf(kind.path)) {
        const taType = ctx.text(nSdu, kind.taType) ?? '';
        if (CAN_FD_TA_TYPES.has(taType)) rows.push(ctx.report(nSdu, MESSAGE, { taType }, kind.taType));
      }
    }
    return rows;
  },
};
