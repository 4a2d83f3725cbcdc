import { PHYSICAL_TA_TYPES, RX_NSDU } from './connection.js';
import { nPduPresenceRule } from './n-pdu-presence.js';

/**
 * A physically addressed Rx N-SDU answers first frames with flow control frames, sent through its
 * CanTpTxFcNPdu (ISO 15765-2: segmented reception needs flow control, which physical addressing allows;
 * SWS CanTp CanTpTxFcNPdu (0..1) and CanTpTxFcNPduRef).
 */
export const E_CanTp0002 = nPduPresenceRule({
  code: 'E_CanTp0002',
  description: {
    zh_cn: '物理寻址的接收 N-SDU 需要流控发送 N-PDU（CanTpTxFcNPdu）并引用 PDU',
    en_us: 'A physical Rx N-SDU needs its flow-control Tx N-PDU (CanTpTxFcNPdu) with a Pdu reference',
  },
  nSduKind: RX_NSDU,
  nPduKind: RX_NSDU.flowControl,
  taTypes: PHYSICAL_TA_TYPES,
  missing: {
    zh_cn: '{taType} 接收 N-SDU 缺少流控发送 N-PDU（CanTpTxFcNPdu），无法对首帧回复流控帧',
    en_us:
      'The {taType} Rx N-SDU has no flow-control Tx N-PDU (CanTpTxFcNPdu): it cannot answer a first frame',
  },
  unreferenced: {
    zh_cn: '流控发送 N-PDU 未引用 PDU（CanTpTxFcNPduRef），{taType} 接收 N-SDU 无法回复流控帧',
    en_us:
      'The flow-control Tx N-PDU references no Pdu (CanTpTxFcNPduRef): the {taType} Rx N-SDU cannot send flow control',
  },
});
