import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { nPduUses, type NPduUse } from './connection.js';

const MESSAGE = {
  zh_cn:
    '该 PDU 在此处用于{direction}，但 {other} 将其用于{otherDirection}：同一 PDU 在 CanTp 中只能有一个方向',
  en_us: 'The Pdu is {direction} here but {otherDirection} by {other}: a Pdu has one direction in CanTp',
};

const RECEIVED = { zh_cn: '接收', en_us: 'received' };
const SENT = { zh_cn: '发送', en_us: 'sent' };

/**
 * An EcuC Pdu is either received by CanTp (Rx N-PDU, flow-control Rx N-PDU: CanTp_RxIndication) or sent by it
 * (Tx N-PDU, flow-control Tx N-PDU: CanIf_Transmit and CanTp_TxConfirmation), never both: a CAN frame has one
 * direction on the bus for this ECU (SWS CanTp, N-PDU references CanTpRxNPduRef, CanTpRxFcNPduRef,
 * CanTpTxNPduRef, CanTpTxFcNPduRef). Each N-PDU whose Pdu another N-PDU uses the other way is reported.
 */
export const E_CanTp0006: ModuleRule = {
  code: 'E_CanTp0006',
  severity: 'error',
  description: {
    zh_cn: '同一 PDU 不能既作为 CanTp 接收 N-PDU 又作为发送 N-PDU',
    en_us: 'A Pdu is not both a received and a sent N-PDU of CanTp',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const uses = nPduUses(ctx);
    const firstReceived = new Map<string, NPduUse>();
    const firstSent = new Map<string, NPduUse>();
    for (const use of uses) {
      const first = use.kind.received ? firstReceived : firstSent;
      if (!first.has(use.pdu)) first.set(use.pdu, use);
    }
    for (const use of uses) {
      const other = (use.kind.received ? firstSent : firstReceived).get(use.pdu);
      if (!other) continue;
      const language = ctx.language;
      const direction = (use.kind.received ? RECEIVED : SENT)[language];
      const otherDirection = (use.kind.received ? SENT : RECEIVED)[language];
      const params = { direction, otherDirection, other: ctx.pathOf(other.nPdu) };
      rows.push(ctx.report(use.nPdu, MESSAGE, params, use.kind.ref));
    }
    return rows;
  },
};
