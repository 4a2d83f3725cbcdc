/**
 * The diagnostic transport of a project as Dcm sees it: each CanTp N-SDU with its EcuC Pdu, its channel, its
 * addressing (physical or functional), the N-SDU of the other direction it shares flow control with (a
 * physical request and its response, as the DBC derivation pairs them), and whether it already reaches Dcm
 * (a PduR routing path between its Pdu and the Pdu of a DcmDslProtocolRx or DcmDslProtocolTx). Pure.
 */
import type { ContainerValue } from '../../../ecuc/store-types.js';
import { DCM_PATHS } from '../definition.js';

export const CANTP_PATHS = {
  channel: '/CanTp/CanTpConfig/CanTpChannel',
  rxNSdu: '/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu',
  rxNPdu: '/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu/CanTpRxNPdu',
  txFcNPdu: '/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu/CanTpTxFcNPdu',
  txNSdu: '/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu',
  txNPdu: '/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu/CanTpTxNPdu',
  rxFcNPdu: '/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu/CanTpRxFcNPdu',
} as const;

export const PDUR_PATHS = {
  paths: '/PduR/PduRRoutingPaths',
  path: '/PduR/PduRRoutingPaths/PduRRoutingPath',
  src: '/PduR/PduRRoutingPaths/PduRRoutingPath/PduRSrcPdu',
  dest: '/PduR/PduRRoutingPaths/PduRRoutingPath/PduRDestPdu',
} as const;

/** A CanTp N-SDU on its way to or from Dcm. */
export interface DiagnosticNSdu {
  nSdu: ContainerValue;
  direction: 'rx' | 'tx';
  /** The EcuC Pdu of the N-SDU (CanTpRxNSduRef / CanTpTxNSduRef). */
  pdu: ContainerValue;
  /** The CanTp channel it is on. */
  channel: ContainerValue;
  /** CanTpRxTaType / CanTpTxTaType physical (a functional N-SDU has no flow control). */
  physical: boolean;
  /** The N-SDU of the other direction sharing its flow control (its N-PDU is this one's flow-control N-PDU). */
  partner: DiagnosticNSdu | undefined;
  /** The main connection of Dcm whose DcmDslProtocolRx / DcmDslProtocolTx already reaches it, if any. */
  connection: ContainerValue | undefined;
  /**
   * The Pdu on the Dcm side of a routing path that already joins the N-SDU's Pdu to an upper layer no other
   * module uses (the DBC derivation routes `<M>_Tp` ↔ `<M>_Dcm` when the project has Dcm), to be reused.
   */
  upperPdu: ContainerValue | undefined;
  /** Its Pdu is routed to or from a Pdu another module uses (a transport gateway): not Dcm's. */
  routedElsewhere: boolean;
}

const refs = (c: ContainerValue | undefined, name: string): readonly string[] => c?.references[name] ?? [];

/** Whether a CanTp addressing type is functional (CANTP_FUNCTIONAL, CANTP_CANFD_FUNCTIONAL). */
export function isFunctional(taType: unknown): boolean {
  return typeof taType === 'string' && taType.endsWith('FUNCTIONAL');
}

/** The CanTp N-SDUs of a project (in the project's order: channels, then Rx before Tx), as Dcm sees them. */
export function diagnosticTransport(containers: readonly ContainerValue[]): DiagnosticNSdu[] {
  const byId = new Map(containers.map((c) => [c.id, c]));
  const children = new Map<string, ContainerValue[]>();
  for (const c of containers)
    if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  const childOf = (parent: ContainerValue, path: string) =>
    (children.get(parent.id) ?? []).find((c) => c.definitionPath === path);

  // Routing paths as (source Pdu → destination Pdu) pairs.
  const routes: { from: string; to: string }[] = [];
  for (const path of containers.filter((c) => c.definitionPath === PDUR_PATHS.path)) {
    const parts = children.get(path.id) ?? [];
    const sources = parts
      .filter((c) => c.definitionPath === PDUR_PATHS.src)
      .flatMap((c) => refs(c, 'PduRSrcPduRef'));
    const dests = parts
      .filter((c) => c.definitionPath === PDUR_PATHS.dest)
      .flatMap((c) => refs(c, 'PduRDestPduRef'));
    for (const from of sources) for (const to of dests) routes.push({ from, to });
  }
  // Pdus a module other than PduR names (Dcm's own connections counted apart).
  const used = new Set<string>();
  const dcmRx = new Map<string, ContainerValue>();
  const dcmTx = new Map<string, ContainerValue>();
  const mainOf = (c: ContainerValue) => byId.get(c.parentId ?? '');
  for (const c of containers) {
    if (c.definitionPath === PDUR_PATHS.src || c.definitionPath === PDUR_PATHS.dest) continue;
    if (c.definitionPath === DCM_PATHS.protocolRx) {
      const main = mainOf(c);
      for (const pdu of refs(c, 'DcmDslProtocolRxPduRef')) if (main) dcmRx.set(pdu, main);
    }
    if (c.definitionPath === DCM_PATHS.protocolTx) {
      const main = mainOf(c);
      for (const pdu of refs(c, 'DcmDslProtocolTxPduRef')) if (main) dcmTx.set(pdu, main);
    }
    for (const ids of Object.values(c.references)) for (const id of ids) used.add(id);
  }

  const nSdus: DiagnosticNSdu[] = [];
  const rxByFc = new Map<string, DiagnosticNSdu>();
  for (const channel of containers.filter((c) => c.definitionPath === CANTP_PATHS.channel)) {
    for (const direction of ['rx', 'tx'] as const) {
      const rx = direction === 'rx';
      for (const nSdu of children.get(channel.id) ?? []) {
        if (nSdu.definitionPath !== (rx ? CANTP_PATHS.rxNSdu : CANTP_PATHS.txNSdu)) continue;
        const pdu = byId.get(refs(nSdu, rx ? 'CanTpRxNSduRef' : 'CanTpTxNSduRef')[0] ?? '');
        if (!pdu) continue;
        const upper = routes
          .filter((r) => (rx ? r.from === pdu.id : r.to === pdu.id))
          .map((r) => (rx ? r.to : r.from));
        const connectedTo = upper.map((id) => (rx ? dcmRx : dcmTx).get(id)).find((m) => m !== undefined);
        const free = upper.map((id) => byId.get(id)).find((p) => p !== undefined && !used.has(p.id));
        const entry: DiagnosticNSdu = {
          nSdu,
          direction,
          pdu,
          channel,
          physical: !isFunctional(nSdu.values[rx ? 'CanTpRxTaType' : 'CanTpTxTaType']),
          partner: undefined,
          connection: connectedTo,
          upperPdu: connectedTo ? undefined : free,
          routedElsewhere: !connectedTo && !free && upper.length > 0,
        };
        nSdus.push(entry);
        if (rx) {
          // The flow control this request sends is the N-PDU its response goes out on.
          const fc = refs(childOf(nSdu, CANTP_PATHS.txFcNPdu), 'CanTpTxFcNPduRef')[0];
          if (fc) rxByFc.set(`${channel.id}\u0000${fc}`, entry);
        } else {
          const data = refs(childOf(nSdu, CANTP_PATHS.txNPdu), 'CanTpTxNPduRef')[0];
          const partner = data ? rxByFc.get(`${channel.id}\u0000${data}`) : undefined;
          if (partner && !partner.partner && partner.physical && entry.physical) {
            entry.partner = partner;
            partner.partner = entry;
          }
        }
      }
    }
  }
  return nSdus;
}

/**
 * The N-SDUs the proposal connects: not yet reaching Dcm, not routed to another module, and able to be Dcm's —
 * every Rx N-SDU (a physical or functional request), a physical Tx N-SDU (a response; a functional Tx N-SDU
 * carries a request this ECU sends as a tester, which Dcm never does).
 */
export function connectable(nSdus: readonly DiagnosticNSdu[]): DiagnosticNSdu[] {
  return nSdus.filter(
    (n) => n.connection === undefined && !n.routedElsewhere && (n.direction === 'rx' || n.physical),
  );
}
