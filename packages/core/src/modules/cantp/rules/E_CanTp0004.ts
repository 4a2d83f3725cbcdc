import { PHYSICAL_TA_TYPES, TX_NSDU } from './connection.js';
import { nPduPresenceRule } from './n-pdu-presence.js';

/**
 * A physically addressed Tx N-SDU waits for the receiver's flow control after a first frame, received through
 * its CanTpRxFcNPdu (ISO 15765-2: segmented transmission needs flow control, which physical addressing allows;
 * SWS CanTp CanTpRxFcNPdu (0..1) and CanTpRxFcNPduRef).
 */
export const E_CanTp0004 = nPduPresenceRule({
  code: 'E_CanTp0004',
  description: {
    zh_cn: '物理寻址的发送 N-SDU 需要流控接收 N-PDU（CanTpRxFcNPdu）并引用 PDU',
    en_us: 'A physical Tx N-SDU needs its flow-control Rx N-PDU (CanTpRxFcNPdu) with a Pdu reference',
  },
  nSduKind: TX_NSDU,
  nPduKind: TX_NSDU.flowControl,
  taTypes: PHYSICAL_TA_TYPES,
  missing: {
    zh_cn: '{taType} 发送 N-SDU 缺少流控接收 N-PDU（CanTpRxFcNPdu），发送首帧后收不到流控帧',
    en_us:
      'The {taType} Tx N-SDU has no flow-control Rx N-PDU (CanTpRxFcNPdu): after a first frame it receives no flow control',
  },
  unreferenced: {
    zh_cn: '流控接收 N-PDU 未引用 PDU（CanTpRxFcNPduRef），{taType} 发送 N-SDU 收不到流控帧',
    en_us:
      'The flow-control Rx N-PDU references no Pdu (CanTpRxFcNPduRef): the {taType} Tx N-SDU receives no flow control',
  },
});
