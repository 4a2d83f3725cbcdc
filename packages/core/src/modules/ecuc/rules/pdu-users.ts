/**
 * Who uses each EcuC Pdu: the communication-stack modules reference a Pdu from one side of it. An EcuC
 * Pdu is the PDU exchanged between two neighbouring modules, so it has one user below it (a lower layer:
 * the bus interface, or a transport or multiplexer module handing a PDU up) and one above it (an
 * upper layer: Com, LdCom, NM, a transport protocol taking frames...). PduR is a router: it stands on
 * whichever side is free (above CanIf for a received PDU, below Com for a sent one).
 *
 * The roles are data: module, container definition path, reference, layer. A `shared` key names roles
 * whose users may share one Pdu and count as one user: CanTp's N-PDUs (the data and flow-control frames
 * of the two directions of a connection travel on the same frames, and connections with extended or
 * mixed addressing share a frame, told apart by the address byte).
 */
import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ConfigurationReader } from '../../../verify/types.js';
import { defineView } from '../../../verify/views.js';

export type PduLayer = 'lower' | 'upper' | 'router';

export interface PduRole {
  module: string;
  /** Definition path of the container holding the reference. */
  container: string;
  /** The reference to the EcuC Pdu. */
  reference: string;
  layer: PduLayer;
  /** Roles with the same key may share a Pdu: their users count once. */
  shared?: string;
  /** The container is part of its parent's use (a replica of an I-PDU): parent and part count once. */
  partOfParent?: true;
}

export const ECUC_PDU = '/EcuC/EcucPduCollection/Pdu';

const CANTP_NPDU = 'CanTp N-PDU';

/** Every reference of the shipped communication-stack modules to an EcuC Pdu, with its layer. */
export const PDU_ROLES: readonly PduRole[] = [
  {
    module: 'CanIf',
    container: '/CanIf/CanIfInitCfg/CanIfRxPduCfg',
    reference: 'CanIfRxPduRef',
    layer: 'lower',
  },
  {
    module: 'CanIf',
    container: '/CanIf/CanIfInitCfg/CanIfTxPduCfg',
    reference: 'CanIfTxPduRef',
    layer: 'lower',
  },
  {
    module: 'PduR',
    container: '/PduR/PduRRoutingPaths/PduRRoutingPath/PduRSrcPdu',
    reference: 'PduRSrcPduRef',
    layer: 'router',
  },
  {
    module: 'PduR',
    container: '/PduR/PduRRoutingPaths/PduRRoutingPath/PduRDestPdu',
    reference: 'PduRDestPduRef',
    layer: 'router',
  },
  { module: 'Com', container: '/Com/ComConfig/ComIPdu', reference: 'ComPduIdRef', layer: 'upper' },
  {
    module: 'Com',
    container: '/Com/ComConfig/ComIPdu/ComIPduReplication',
    reference: 'ComIPduReplicaRef',
    layer: 'upper',
    partOfParent: true,
  },
  { module: 'LdCom', container: '/LdCom/LdComConfig/LdComIPdu', reference: 'LdComPduRef', layer: 'upper' },
  {
    module: 'CanTp',
    container: '/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu',
    reference: 'CanTpRxNSduRef',
    layer: 'lower',
  },
  {
    module: 'CanTp',
    container: '/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu',
    reference: 'CanTpTxNSduRef',
    layer: 'lower',
  },
  {
    module: 'LinTp',
    container: '/LinTp/LinTpGlobalConfig/LinTpRxNSdu',
    reference: 'LinTpRxNSduPduRef',
    layer: 'lower',
  },
  {
    module: 'LinTp',
    container: '/LinTp/LinTpGlobalConfig/LinTpTxNSdu',
    reference: 'LinTpTxNSduPduRef',
    layer: 'lower',
  },
  {
    module: 'CanTp',
    container: '/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu/CanTpRxNPdu',
    reference: 'CanTpRxNPduRef',
    layer: 'upper',
    shared: CANTP_NPDU,
  },
  {
    module: 'CanTp',
    container: '/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu/CanTpTxFcNPdu',
    reference: 'CanTpTxFcNPduRef',
    layer: 'upper',
    shared: CANTP_NPDU,
  },
  {
    module: 'CanTp',
    container: '/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu/CanTpTxNPdu',
    reference: 'CanTpTxNPduRef',
    layer: 'upper',
    shared: CANTP_NPDU,
  },
  {
    module: 'CanTp',
    container: '/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu/CanTpRxFcNPdu',
    reference: 'CanTpRxFcNPduRef',
    layer: 'upper',
    shared: CANTP_NPDU,
  },
  {
    module: 'CanNm',
    container: '/CanNm/CanNmGlobalConfig/CanNmChannelConfig/CanNmRxPdu',
    reference: 'CanNmRxPduRef',
    layer: 'upper',
  },
  {
    module: 'CanNm',
    container: '/CanNm/CanNmGlobalConfig/CanNmChannelConfig/CanNmTxPdu',
    reference: 'CanNmTxPduRef',
    layer: 'upper',
  },
  // The user data come from above (PduR/Com) and the PN request vectors are handed up: CanNm is below.
  {
    module: 'CanNm',
    container: '/CanNm/CanNmGlobalConfig/CanNmChannelConfig/CanNmUserDataTxPdu',
    reference: 'CanNmTxUserDataPduRef',
    layer: 'lower',
  },
  {
    module: 'CanNm',
    container: '/CanNm/CanNmGlobalConfig/CanNmChannelConfig',
    reference: 'CanNmPnEraRxNSduRef',
    layer: 'lower',
  },
  { module: 'CanNm', container: '/CanNm/CanNmGeneral', reference: 'CanNmPnEiraRxNSduRef', layer: 'lower' },
  { module: 'OsekNm', container: '/OsekNm/OsekNmChannelConfig', reference: 'OsekNmRxPduRef', layer: 'upper' },
  { module: 'OsekNm', container: '/OsekNm/OsekNmChannelConfig', reference: 'OsekNmTxPduRef', layer: 'upper' },
  // IpduM sits below PduR: it takes the multiplexed and container PDUs from PduR towards the bus and
  // hands their parts and contained PDUs to PduR towards Com.
  {
    module: 'IpduM',
    container: '/IpduM/IpduMConfig/IpduMRxPathway/IpduMRxIndication',
    reference: 'IpduMRxIndicationPduRef',
    layer: 'upper',
  },
  {
    module: 'IpduM',
    container: '/IpduM/IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMRxStaticPart',
    reference: 'IpduMOutgoingStaticPduRef',
    layer: 'lower',
  },
  {
    module: 'IpduM',
    container: '/IpduM/IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMRxDynamicPart',
    reference: 'IpduMOutgoingDynamicPduRef',
    layer: 'lower',
  },
  {
    module: 'IpduM',
    container: '/IpduM/IpduMConfig/IpduMTxPathway/IpduMTxRequest',
    reference: 'IpduMOutgoingPduRef',
    layer: 'upper',
  },
  {
    module: 'IpduM',
    container: '/IpduM/IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMTxStaticPart',
    reference: 'IpduMTxStaticPduRef',
    layer: 'lower',
  },
  {
    module: 'IpduM',
    container: '/IpduM/IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMTxDynamicPart',
    reference: 'IpduMTxDynamicPduRef',
    layer: 'lower',
  },
  {
    module: 'IpduM',
    container: '/IpduM/IpduMConfig/IpduMContainerRxPdu',
    reference: 'IpduMContainerRxPduRef',
    layer: 'upper',
  },
  {
    module: 'IpduM',
    container: '/IpduM/IpduMConfig/IpduMContainerTxPdu',
    reference: 'IpduMContainerTxPduRef',
    layer: 'upper',
  },
  {
    module: 'IpduM',
    container: '/IpduM/IpduMConfig/IpduMContainedRxPdu',
    reference: 'IpduMContainedRxPduRef',
    layer: 'lower',
  },
  {
    module: 'IpduM',
    container: '/IpduM/IpduMConfig/IpduMContainedTxPdu',
    reference: 'IpduMContainedTxPduRef',
    layer: 'lower',
  },
  { module: 'Xcp', container: '/Xcp/XcpConfig/XcpPdu/XcpRxPdu', reference: 'XcpRxPduRef', layer: 'upper' },
  { module: 'Xcp', container: '/Xcp/XcpConfig/XcpPdu/XcpTxPdu', reference: 'XcpTxPduRef', layer: 'upper' },
  {
    module: 'LinIf',
    container: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfPduDirection/LinIfRxPdu',
    reference: 'LinIfRxPduRef',
    layer: 'lower',
  },
  {
    module: 'LinIf',
    container: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfPduDirection/LinIfTxPdu',
    reference: 'LinIfTxPduRef',
    layer: 'lower',
  },
  // Dcm takes diagnostic requests from PduR (a transport protocol below) and hands its responses to PduR.
  ...(
    [
      ['DcmDslMainConnection/DcmDslProtocolRx', 'DcmDslProtocolRxPduRef'],
      ['DcmDslMainConnection/DcmDslProtocolTx', 'DcmDslProtocolTxPduRef'],
      ['DcmDslPeriodicTransmission/DcmDslPeriodicConnection', 'DcmDslPeriodicTxPduRef'],
      ['DcmDslResponseOnEvent', 'DcmDslRoeTxPduRef'],
    ] as const
  ).map(([container, reference]): PduRole => ({
    module: 'Dcm',
    container: `/Dcm/DcmConfigSet/DcmDsl/DcmDslProtocol/DcmDslProtocolRow/DcmDslConnection/${container}`,
    reference,
    layer: 'upper',
  })),
];

/** The modules whose references the Pdu rules read, EcuC first. */
export const PDU_USER_MODULES: readonly string[] = ['EcuC', ...new Set(PDU_ROLES.map((role) => role.module))];

/** One reference of a module container to an EcuC Pdu. */
export interface PduUser {
  role: PduRole;
  container: ContainerValue;
}

/** The users of one Pdu by layer, each in the order of the role table and then of the tree. */
export interface PduUse {
  lower: PduUser[];
  upper: PduUser[];
  router: PduUser[];
}

/** Every EcuC Pdu with at least one user, by Pdu container id. */
export type PduUsers = ReadonlyMap<string, PduUse>;

/**
 * Collects the users of every EcuC Pdu in one pass over the roles' containers. A container naming one
 * Pdu twice (an I-PDU and its own replica) counts once, as do the users of a shared role.
 */
export function computePduUsers(reader: ConfigurationReader): PduUsers {
  const uses = new Map<string, PduUse>();
  /** `pdu id + shared key` of the shared roles, and `pdu id + container id`, already counted. */
  const counted = new Set<string>();
  for (const role of PDU_ROLES) {
    for (const container of reader.projectContainersOf(role.container)) {
      for (const id of new Set(container.references[role.reference] ?? [])) {
        if (reader.container(id)?.definitionPath !== ECUC_PDU) continue;
        const owner = role.partOfParent ? (container.parentId ?? container.id) : container.id;
        const key = `${id} ${role.shared ?? owner}`;
        if (counted.has(key)) continue;
        counted.add(key);
        let use = uses.get(id);
        if (!use) {
          use = { lower: [], upper: [], router: [] };
          uses.set(id, use);
        }
        use[role.layer].push({ role, container });
      }
    }
  }
  return uses;
}

/** The users of every EcuC Pdu, once per verification run for the Pdu rules. */
export const PDU_USERS_VIEW = defineView<PduUsers>({
  name: 'PduUsersView',
  module: 'EcuC',
  reads: PDU_USER_MODULES,
  compute: computePduUsers,
});
