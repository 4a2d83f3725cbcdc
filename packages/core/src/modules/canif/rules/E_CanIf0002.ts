import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

/** The payload of a classic CAN frame, in bytes. */
export const CLASSIC_CAN_BYTES = 8n;

const RX_CLASSIC = new Set(['STANDARD_NO_FD_CAN', 'EXTENDED_NO_FD_CAN']);
const TX_CLASSIC = new Set(['STANDARD_CAN', 'EXTENDED_CAN']);

const RX_MESSAGE = {
  zh_cn: '经典 CAN 接收 PDU 的数据长度 {length} 超过 8 字节',
  en_us: 'Data length {length} of a classic CAN Rx PDU exceeds 8 bytes',
};
const TX_MESSAGE = {
  zh_cn: '经典 CAN 发送 PDU 引用的 PDU 长度 {length} 超过 8 字节且未启用截断',
  en_us: 'The PDU of a classic CAN Tx PDU is {length} bytes, above 8, and truncation is off',
};

/** A classic CAN frame carries 8 bytes: Rx data lengths and untruncated Tx PDUs fit in it. */
export const E_CanIf0002: ModuleRule = {
  code: 'E_CanIf0002',
  severity: 'error',
  reads: ['EcuC'],
  description: {
    zh_cn: '经典 CAN 的缓冲区固定为 8 字节',
    en_us: 'Classic CAN buffers are fixed at 8 bytes',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const pdu of ctx.containersOf('/CanIf/CanIfInitCfg/CanIfRxPduCfg')) {
      if (!RX_CLASSIC.has(ctx.text(pdu, 'CanIfRxPduCanIdType') ?? '')) continue;
      const length = ctx.integer(pdu, 'CanIfRxPduDataLength');
      if (length === undefined || length <= CLASSIC_CAN_BYTES) continue;
      rows.push(ctx.report(pdu, RX_MESSAGE, { length: String(length) }, 'CanIfRxPduDataLength'));
    }
    for (const pdu of ctx.containersOf('/CanIf/CanIfInitCfg/CanIfTxPduCfg')) {
      if (!TX_CLASSIC.has(ctx.text(pdu, 'CanIfTxPduCanIdType') ?? '')) continue;
      if (ctx.flag(pdu, 'CanIfTxPduTruncation') !== false) continue;
      const target = ctx.container(pdu.references.CanIfTxPduRef?.[0] ?? '');
      const length = target ? ctx.integer(target, 'PduLength') : undefined;
      if (length === undefined || length <= CLASSIC_CAN_BYTES) continue;
      rows.push(ctx.report(pdu, TX_MESSAGE, { length: String(length) }, 'CanIfTxPduRef'));
    }
    return rows;
  },
};
