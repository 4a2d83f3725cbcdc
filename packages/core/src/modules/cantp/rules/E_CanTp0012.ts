import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { NSDU_KINDS, nPduUses } from './connection.js';

const NSDU_MESSAGE = {
  zh_cn: '{param} {id} 已被 {other} 使用：同一方向的 N-SDU ID 在所有通道中须唯一',
  en_us: '{param} {id} is already used by {other}: N-SDU ids of one direction are unique across channels',
};
const HANDLE_MESSAGE = {
  zh_cn: '{param} {id} 已被 {other} 用于另一个 PDU：同一方向的 N-PDU ID 只能对应一个 PDU',
  en_us: '{param} {id} already names another Pdu at {other}: an N-PDU id of one direction names one Pdu',
};
const PDU_MESSAGE = {
  zh_cn: '该 PDU 在 {other} 的 ID 为 {otherId}，此处为 {id}：同一方向上一个 PDU 只有一个 N-PDU ID',
  en_us: 'The Pdu has id {otherId} at {other} but {id} here: a Pdu has one N-PDU id per direction',
};

interface FirstUse {
  readonly key: string;
  readonly path: string;
}

/**
 * CanTp's handle ids are unique (SWS CanTp, CanTpRxNSduId and CanTpTxNSduId: the ids PduR passes to CanTp;
 * CanTpRxNPduId, CanTpRxFcNPduId: the ids CanIf passes to CanTp_RxIndication; CanTpTxNPduConfirmationPduId,
 * CanTpTxFcNPduConfirmationPduId: the ids of CanTp_TxConfirmation):
 * - each direction's N-SDU ids are unique across all channels (every later duplicate is reported);
 * - per direction (received N-PDUs, sent N-PDUs) an N-PDU id names one EcuC Pdu and a Pdu has one id: N-SDUs that
 *   share a Pdu share its id, which is why N-PDU ids are not simply unique. N-PDUs without a Pdu are left to the
 *   reference checks.
 */
export const E_CanTp0012: ModuleRule = {
  code: 'E_CanTp0012',
  severity: 'error',
  description: {
    zh_cn: 'N-SDU ID 按方向唯一；同一方向上 N-PDU ID 与 PDU 一一对应',
    en_us: 'N-SDU ids are unique per direction; per direction, N-PDU ids and Pdus match one to one',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const kind of NSDU_KINDS) {
      const firstById = new Map<string, string>();
      for (const nSdu of ctx.containersOf(kind.path)) {
        const id = ctx.integer(nSdu, kind.id);
        if (id === undefined) continue;
        const other = firstById.get(String(id));
        if (other === undefined) firstById.set(String(id), ctx.pathOf(nSdu));
        else rows.push(ctx.report(nSdu, NSDU_MESSAGE, { param: kind.id, id: String(id), other }, kind.id));
      }
    }
    // Keyed by direction and id, and by direction and Pdu.
    const pduById = new Map<string, FirstUse>();
    const idByPdu = new Map<string, FirstUse>();
    for (const use of nPduUses(ctx)) {
      const id = ctx.integer(use.nPdu, use.kind.handle);
      if (id === undefined) continue;
      const direction = use.kind.received ? 'received' : 'sent';
      const idKey = `${direction} ${id}`;
      const pduKey = `${direction} ${use.pdu}`;
      const path = ctx.pathOf(use.nPdu);
      const byId = pduById.get(idKey);
      const byPdu = idByPdu.get(pduKey);
      if (!byId) pduById.set(idKey, { key: use.pdu, path });
      if (!byPdu) idByPdu.set(pduKey, { key: String(id), path });
      if (byId && byId.key !== use.pdu) {
        const params = { param: use.kind.handle, id: String(id), other: byId.path };
        rows.push(ctx.report(use.nPdu, HANDLE_MESSAGE, params, use.kind.handle));
      } else if (byPdu && byPdu.key !== String(id)) {
        const params = { id: String(id), otherId: byPdu.key, other: byPdu.path };
        rows.push(ctx.report(use.nPdu, PDU_MESSAGE, params, use.kind.handle));
      }
    }
    return rows;
  },
};
