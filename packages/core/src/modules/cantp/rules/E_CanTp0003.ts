import { TX_NSDU } from './connection.js';
import { nPduPresenceRule } from './n-pdu-presence.js';

/**
 * A Tx N-SDU sends its frames through its CanTpTxNPdu, which references the EcuC Pdu given to CanIf_Transmit
 * (SWS CanTp, CanTpTxNPdu 1..1 and CanTpTxNPduRef). The generic checks also report the missing container or
 * reference (E_0001, E_0003); this rule says what it means for the connection.
 */
export const E_CanTp0003 = nPduPresenceRule({
  code: 'E_CanTp0003',
  description: {
    zh_cn: '发送 N-SDU 需要发送 N-PDU（CanTpTxNPdu）并引用 PDU',
    en_us: 'A Tx N-SDU needs its Tx N-PDU (CanTpTxNPdu) with a Pdu reference',
  },
  nSduKind: TX_NSDU,
  nPduKind: TX_NSDU.data,
  missing: {
    zh_cn: '发送 N-SDU 缺少发送 N-PDU（CanTpTxNPdu），无法发送任何帧',
    en_us: 'The Tx N-SDU has no Tx N-PDU (CanTpTxNPdu): it cannot send any frame',
  },
  unreferenced: {
    zh_cn: '发送 N-PDU 未引用 PDU（CanTpTxNPduRef），发送 N-SDU 无法发送任何帧',
    en_us: 'The Tx N-PDU references no Pdu (CanTpTxNPduRef): the Tx N-SDU cannot send any frame',
  },
});
