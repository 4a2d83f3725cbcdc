/**
 * The CAN channels of a project as the start-up proposal sees them: every ComM channel of bus type CAN that a
 * CanSM network manages, with the ComM users that need it and the Com I-PDUs it carries (Com I-PDU → its EcuC
 * Pdu → a PduR routing path → the CanIf PDU at the other end → its HTH or HRH → the CanIf controller of the
 * CanSM network). Pure.
 */
import type { ContainerValue, ProjectSnapshot } from '../../../ecuc/store-types.js';

export interface StartupChannel {
  comM: ContainerValue;
  users: ContainerValue[];
  ipdus: ContainerValue[];
}

const PATH = {
  comMChannel: '/ComM/ComMConfigSet/ComMChannel',
  comMUserPerChannel: '/ComM/ComMConfigSet/ComMChannel/ComMUserPerChannel',
  canSMNetwork: '/CanSM/CanSMConfiguration/CanSMManagerNetwork',
  canSMController: '/CanSM/CanSMConfiguration/CanSMManagerNetwork/CanSMController',
  canIfTxPdu: '/CanIf/CanIfInitCfg/CanIfTxPduCfg',
  canIfRxPdu: '/CanIf/CanIfInitCfg/CanIfRxPduCfg',
  routingPath: '/PduR/PduRRoutingPaths/PduRRoutingPath',
  comIPdu: '/Com/ComConfig/ComIPdu',
} as const;

const first = (c: ContainerValue | undefined, name: string) => c?.references[name]?.[0];

/** The CAN channels managed by CanSM, in ComM's order. */
export function startupChannels(snapshot: ProjectSnapshot): StartupChannel[] {
  const byId = new Map(snapshot.containers.map((c) => [c.id, c]));
  const of = (path: string) => snapshot.containers.filter((c) => c.definitionPath === path);
  const children = new Map<string, ContainerValue[]>();
  for (const c of snapshot.containers)
    if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);

  // CanIf controller → ComM channel, through the CanSM networks.
  const channelOfController = new Map<string, string>();
  for (const network of of(PATH.canSMNetwork)) {
    const comM = first(network, 'CanSMComMNetworkHandleRef');
    if (!comM) continue;
    for (const controller of (children.get(network.id) ?? []).filter(
      (c) => c.definitionPath === PATH.canSMController,
    )) {
      const canIfController = first(controller, 'CanSMControllerId');
      if (canIfController) channelOfController.set(canIfController, comM);
    }
  }
  // CanIf's EcuC Pdu → ComM channel.
  const channelOfCanPdu = new Map<string, string>();
  for (const tx of of(PATH.canIfTxPdu)) {
    const hth = byId.get(first(byId.get(first(tx, 'CanIfTxPduBufferRef') ?? ''), 'CanIfBufferHthRef') ?? '');
    const channel = channelOfController.get(first(hth, 'CanIfHthCanCtrlIdRef') ?? '');
    const pdu = first(tx, 'CanIfTxPduRef');
    if (channel && pdu) channelOfCanPdu.set(pdu, channel);
  }
  for (const rx of of(PATH.canIfRxPdu)) {
    const hrh = byId.get(first(rx, 'CanIfRxPduHrhIdRef') ?? '');
    const channel = channelOfController.get(first(hrh, 'CanIfHrhCanCtrlIdRef') ?? '');
    const pdu = first(rx, 'CanIfRxPduRef');
    if (channel && pdu) channelOfCanPdu.set(pdu, channel);
  }
  // The Com side of each routing path with a CAN end → ComM channel.
  const channelOfComPdu = new Map<string, string>();
  for (const route of of(PATH.routingPath)) {
    const ends = (children.get(route.id) ?? []).flatMap((end) => [
      ...(end.references['PduRSrcPduRef'] ?? []),
      ...(end.references['PduRDestPduRef'] ?? []),
    ]);
    const channel = ends.map((pdu) => channelOfCanPdu.get(pdu)).find((c) => c !== undefined);
    if (channel) for (const pdu of ends) if (!channelOfCanPdu.has(pdu)) channelOfComPdu.set(pdu, channel);
  }

  const managed = new Set(channelOfController.values());
  return of(PATH.comMChannel)
    .filter(
      (c) => (c.values['ComMBusType'] ?? 'COMM_BUS_TYPE_CAN') === 'COMM_BUS_TYPE_CAN' && managed.has(c.id),
    )
    .map((comM) => ({
      comM,
      users: (children.get(comM.id) ?? [])
        .filter((c) => c.definitionPath === PATH.comMUserPerChannel)
        .map((c) => byId.get(first(c, 'ComMUserChannel') ?? ''))
        .filter((u): u is ContainerValue => u !== undefined),
      ipdus: of(PATH.comIPdu).filter(
        (ipdu) => channelOfComPdu.get(first(ipdu, 'ComPduIdRef') ?? '') === comM.id,
      ),
    }));
}
