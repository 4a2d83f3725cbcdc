import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { canIdFormat, hexId, txPduHths } from './can-ids.js';

const MESSAGE = {
  zh_cn: '{format} CAN ID {id} 已由同一控制器上的发送 PDU {other} 使用',
  en_us: '{format} CAN id {id} is already sent by Tx PDU {other} on the same controller',
};

/**
 * Tx CAN ids unique per controller: two static Tx PDUs sent on one CanIf controller (Tx PDU →
 * CanIfTxPduBufferRef → CanIfBufferHthRef → CanIfHthCanCtrlIdRef) do not share a CAN id of the same
 * format (standard or extended; FD and classic frames share the identifiers). Dynamic PDUs get their id
 * at run time and are left out. Source: ISO 11898-1 (one sender per identifier on a bus); SWS CanIf ECUC
 * parameters CanIfTxPduCanId and CanIfTxPduCanIdType.
 */
export const W_CanIf0009: ModuleRule = {
  code: 'W_CanIf0009',
  severity: 'warning',
  description: {
    zh_cn: '同一控制器上发送 PDU 的 CAN ID（及其格式）唯一',
    en_us: 'Tx CAN ids (with their format) are unique per controller',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const firstSender = new Map<string, string>();
    for (const pdu of ctx.containersOf('/CanIf/CanIfInitCfg/CanIfTxPduCfg')) {
      if (ctx.text(pdu, 'CanIfTxPduType') === 'DYNAMIC') continue;
      const format = canIdFormat(ctx.text(pdu, 'CanIfTxPduCanIdType'));
      const id = ctx.integer(pdu, 'CanIfTxPduCanId');
      if (!format || id === undefined) continue;
      const controllers = new Set<string>();
      for (const hth of txPduHths(ctx, pdu)) {
        const controller = hth.references.CanIfHthCanCtrlIdRef?.[0];
        if (controller) controllers.add(controller);
      }
      for (const controller of controllers) {
        const key = `${controller}|${format}|${id}`;
        const other = firstSender.get(key);
        if (other === undefined) {
          firstSender.set(key, ctx.pathOf(pdu));
          continue;
        }
        rows.push(ctx.report(pdu, MESSAGE, { format, id: hexId(id), other }, 'CanIfTxPduCanId'));
        break;
      }
    }
    return rows;
  },
};
