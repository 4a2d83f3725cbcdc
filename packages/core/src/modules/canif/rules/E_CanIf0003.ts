import type { ModuleRule, RuleContext, VerifyRow } from '../../../verify/types.js';

/** The payload of a classic CAN frame, in bytes. */
export const CLASSIC_CAN_BYTES = 8n;

const RX_CLASSIC = new Set(['STANDARD_NO_FD_CAN', 'EXTENDED_NO_FD_CAN']);
const TX_CLASSIC = new Set(['STANDARD_CAN', 'EXTENDED_CAN']);

const BUFFER_MESSAGE = {
  zh_cn: '缓冲区大小 {size} 超过最大缓冲区大小 CanIfMaxBufferSize ({max})',
  en_us: 'Buffer size {size} exceeds the maximum buffer size CanIfMaxBufferSize ({max})',
};
const RX_MESSAGE = {
  zh_cn: '经典 CAN 接收 PDU 的数据长度 {length} 超过 8 字节',
  en_us: 'Data length {length} of a classic CAN Rx PDU exceeds 8 bytes',
};
const TX_MESSAGE = {
  zh_cn: '经典 CAN 发送 PDU 引用的 PDU 长度 {length} 超过 8 字节且未启用截断',
  en_us: 'The PDU of a classic CAN Tx PDU is {length} bytes, above 8, and truncation is off',
};

/** Tx buffers no larger than CanIfMaxBufferSize. */
function checkBufferSizes(ctx: RuleContext, rows: VerifyRow[]): void {
  const init = ctx.containersOf('/CanIf/CanIfInitCfg')[0];
  const max = init ? ctx.integer(init, 'CanIfMaxBufferSize') : undefined;
  if (max === undefined) return;
  for (const buffer of ctx.containersOf('/CanIf/CanIfInitCfg/CanIfBufferCfg')) {
    const size = ctx.integer(buffer, 'CanIfBufferSize');
    if (size === undefined || size <= max) continue;
    rows.push(
      ctx.report(buffer, BUFFER_MESSAGE, { size: String(size), max: String(max) }, 'CanIfBufferSize'),
    );
  }
}

/** Classic CAN Rx data lengths and untruncated classic CAN Tx PDUs within 8 bytes. */
function checkClassicFrames(ctx: RuleContext, rows: VerifyRow[]): void {
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
}

/**
 * Data lengths are consistent: no Tx buffer is larger than CanIfMaxBufferSize, and a classic CAN frame
 * carries 8 bytes (Rx data lengths of classic CAN PDUs, and the EcuC PDU length of an untruncated classic
 * CAN Tx PDU, stay within it). Sources: SWS CanIf ECUC parameters CanIfBufferSize, CanIfMaxBufferSize,
 * CanIfRxPduDataLength, CanIfTxPduTruncation; ISO 11898-1 (classic CAN payload of 8 bytes).
 */
export const E_CanIf0003: ModuleRule = {
  code: 'E_CanIf0003',
  severity: 'error',
  reads: ['EcuC'],
  description: {
    zh_cn: '数据长度一致：缓冲区大小不超过 CanIfMaxBufferSize，经典 CAN 固定为 8 字节',
    en_us: 'Data lengths are consistent: buffers within CanIfMaxBufferSize, classic CAN fixed at 8 bytes',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    checkBufferSizes(ctx, rows);
    checkClassicFrames(ctx, rows);
    return rows;
  },
};
