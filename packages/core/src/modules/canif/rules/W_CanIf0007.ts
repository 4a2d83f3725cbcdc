import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CAN_ID_BITS, canIdFormat, hexId, txPduHths } from './can-ids.js';

const DYNAMIC_MESSAGE = {
  zh_cn: '动态发送 PDU 需要启用 CanIfPublicSetDynamicTxIdApi',
  en_us: 'A dynamic Tx PDU needs CanIfPublicSetDynamicTxIdApi on',
};
const RANGE_MESSAGE = {
  zh_cn: '标准帧 CAN ID {id} 超出 11 位标识符范围（最大 0x7FF）',
  en_us: 'Standard CAN id {id} is beyond the 11-bit identifiers (at most 0x7FF)',
};
const OBJECT_MESSAGE = {
  zh_cn: '{format} 格式的 CAN ID 不能通过 CanIdType 为 {objectType} 的硬件对象 {object} 发送',
  en_us: 'A {format} CAN id cannot be sent through hardware object {object}, whose CanIdType is {objectType}',
};

/**
 * A Tx PDU's CAN id fits the hardware it is sent through: a standard id within 11 bits, an id format the
 * Can hardware object of each of its HTHs accepts (Tx PDU → CanIfTxPduBufferRef → CanIfBufferHthRef →
 * CanIfHthIdSymRef; CanIdType STANDARD, EXTENDED or MIXED), and a DYNAMIC PDU only with
 * CanIfPublicSetDynamicTxIdApi. Sources: SWS CanIf ECUC parameters CanIfTxPduCanId, CanIfTxPduCanIdType,
 * CanIfTxPduType (dynamic ids set by CanIf_SetDynamicTxId), CanIfPublicSetDynamicTxIdApi; SWS Can CanIdType.
 */
export const W_CanIf0007: ModuleRule = {
  code: 'W_CanIf0007',
  severity: 'warning',
  reads: ['Can'],
  description: {
    zh_cn: '发送 PDU 的 CAN ID 与其 HTH 的硬件对象相符，动态 ID 需要 CanIfPublicSetDynamicTxIdApi',
    en_us: 'Tx CAN ids fit the hardware objects of their HTHs; dynamic ids need CanIfPublicSetDynamicTxIdApi',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const publicCfg = ctx.containersOf('/CanIf/CanIfPublicCfg')[0];
    const dynamicApi =
      publicCfg !== undefined && ctx.flag(publicCfg, 'CanIfPublicSetDynamicTxIdApi') === true;
    for (const pdu of ctx.containersOf('/CanIf/CanIfInitCfg/CanIfTxPduCfg')) {
      if (!dynamicApi && ctx.text(pdu, 'CanIfTxPduType') === 'DYNAMIC')
        rows.push(ctx.report(pdu, DYNAMIC_MESSAGE, {}, 'CanIfTxPduType'));
      const format = canIdFormat(ctx.text(pdu, 'CanIfTxPduCanIdType'));
      if (!format) continue;
      const id = ctx.integer(pdu, 'CanIfTxPduCanId');
      if (format === 'STANDARD' && id !== undefined && id > CAN_ID_BITS.STANDARD)
        rows.push(ctx.report(pdu, RANGE_MESSAGE, { id: hexId(id) }, 'CanIfTxPduCanId'));
      for (const hth of txPduHths(ctx, pdu)) {
        const object = ctx.container(hth.references.CanIfHthIdSymRef?.[0] ?? '');
        const objectType = object ? ctx.text(object, 'CanIdType') : undefined;
        if (!object || objectType === undefined || objectType === 'MIXED' || objectType === format) continue;
        const params = { format, object: ctx.pathOf(object), objectType };
        rows.push(ctx.report(pdu, OBJECT_MESSAGE, params, 'CanIfTxPduCanIdType'));
        break;
      }
    }
    return rows;
  },
};
