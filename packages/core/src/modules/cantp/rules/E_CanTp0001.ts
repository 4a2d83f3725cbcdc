import { RX_NSDU } from './connection.js';
import { nPduPresenceRule } from './n-pdu-presence.js';

/**
 * An Rx N-SDU receives its frames through its CanTpRxNPdu, which references the EcuC Pdu CanIf indicates
 * (SWS CanTp, CanTpRxNPdu 1..1 and CanTpRxNPduRef; CanTp_RxIndication). The generic checks also report the
 * missing container or reference (E_0001, E_0003); this rule says what it means for the connection.
 */
export const E_CanTp0001 = nPduPresenceRule({
  code: 'E_CanTp0001',
  description: {
    zh_cn: '接收 N-SDU 需要接收 N-PDU（CanTpRxNPdu）并引用 PDU',
    en_us: 'An Rx N-SDU needs its Rx N-PDU (CanTpRxNPdu) with a Pdu reference',
  },
  nSduKind: RX_NSDU,
  nPduKind: RX_NSDU.data,
  missing: {
    zh_cn: '接收 N-SDU 缺少接收 N-PDU（CanTpRxNPdu），无法接收任何帧',
    en_us: 'The Rx N-SDU has no Rx N-PDU (CanTpRxNPdu): it cannot receive any frame',
  },
  unreferenced: {
    zh_cn: '接收 N-PDU 未引用 PDU（CanTpRxNPduRef），接收 N-SDU 无法接收任何帧',
    en_us: 'The Rx N-PDU references no Pdu (CanTpRxNPduRef): the Rx N-SDU cannot receive any frame',
  },
});
