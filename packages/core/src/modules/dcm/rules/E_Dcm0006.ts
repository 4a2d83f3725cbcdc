import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { DCM_PATHS } from '../definition.js';

const ROUTING_PATH = '/PduR/PduRRoutingPaths/PduRRoutingPath';
const SRC_PDU = `${ROUTING_PATH}/PduRSrcPdu`;
const DEST_PDU = `${ROUTING_PATH}/PduRDestPdu`;
const CANTP_RX_NSDU = '/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu';
const CANTP_TX_NSDU = '/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu';

const RX_MESSAGE = {
  zh_cn: '接收 PDU 未经 PduR 路由路径从 CanTp 接收 N-SDU 到达 Dcm',
  en_us: 'The Rx PDU is not routed by a PduR routing path from a CanTp Rx N-SDU to Dcm',
};

const TX_MESSAGE = {
  zh_cn: '发送 PDU 未经 PduR 路由路径从 Dcm 到达 CanTp 发送 N-SDU',
  en_us: 'The Tx PDU is not routed by a PduR routing path from Dcm to a CanTp Tx N-SDU',
};

/**
 * On CAN a diagnostic request reaches Dcm through CanTp and PduR, and the response leaves the same way: the
 * Pdu of a DcmDslProtocolRx is the destination of a PduR routing path whose source is the Pdu of a CanTp Rx
 * N-SDU, and the Pdu of a DcmDslProtocolTx the source of a path to the Pdu of a CanTp Tx N-SDU. Checked for
 * the protocol rows on CAN (DcmDslProtocolType `*_ON_CAN`) whose connection names its Pdu. Source: SWS Dcm
 * DcmDslProtocolRxPduRef / DcmDslProtocolTxPduRef, SWS PduR (transport protocol routing) and SWS CanTp
 * CanTpRxNSduRef / CanTpTxNSduRef.
 */
export const E_Dcm0006: ModuleRule = {
  code: 'E_Dcm0006',
  severity: 'error',
  reads: ['PduR', 'CanTp'],
  description: {
    zh_cn: 'Dcm 连接的收发 PDU 经 PduR 路由路径与 CanTp N-SDU 相连',
    en_us: 'A Dcm connection’s Rx/Tx PDUs reach Dcm through a PduR routing path and a CanTp N-SDU',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const pdusOf = (path: string, ref: string): Set<string> =>
      new Set(ctx.projectContainersOf(path).flatMap((c) => c.references[ref] ?? []));
    const canTpRx = pdusOf(CANTP_RX_NSDU, 'CanTpRxNSduRef');
    const canTpTx = pdusOf(CANTP_TX_NSDU, 'CanTpTxNSduRef');
    // Pdus routed to Dcm from a CanTp Rx N-SDU, and Pdus routed from Dcm to a CanTp Tx N-SDU.
    const reachedFromCanTp = new Set<string>();
    const reachingCanTp = new Set<string>();
    for (const routingPath of ctx.projectContainersOf(ROUTING_PATH)) {
      const sources = ctx.childrenOf(routingPath, SRC_PDU).flatMap((c) => c.references.PduRSrcPduRef ?? []);
      const dests = ctx.childrenOf(routingPath, DEST_PDU).flatMap((c) => c.references.PduRDestPduRef ?? []);
      if (sources.some((pdu) => canTpRx.has(pdu))) for (const pdu of dests) reachedFromCanTp.add(pdu);
      if (dests.some((pdu) => canTpTx.has(pdu))) for (const pdu of sources) reachingCanTp.add(pdu);
    }
    for (const row of ctx.containersOf(DCM_PATHS.protocolRow)) {
      if (!(ctx.text(row, 'DcmDslProtocolType') ?? '').endsWith('_ON_CAN')) continue;
      for (const connection of ctx.childrenOf(row)) {
        for (const main of ctx.childrenOf(connection, DCM_PATHS.mainConnection)) {
          for (const rx of ctx.childrenOf(main, DCM_PATHS.protocolRx)) {
            const pdu = rx.references.DcmDslProtocolRxPduRef?.[0];
            if (pdu !== undefined && !reachedFromCanTp.has(pdu))
              rows.push(ctx.report(rx, RX_MESSAGE, {}, 'DcmDslProtocolRxPduRef'));
          }
          for (const tx of ctx.childrenOf(main, DCM_PATHS.protocolTx)) {
            const pdu = tx.references.DcmDslProtocolTxPduRef?.[0];
            if (pdu !== undefined && !reachingCanTp.has(pdu))
              rows.push(ctx.report(tx, TX_MESSAGE, {}, 'DcmDslProtocolTxPduRef'));
          }
        }
      }
    }
    return rows;
  },
};
