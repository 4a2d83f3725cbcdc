/** Definition paths of the PduR routing table, and the EcuC Pdu at each end of a routing path. */
import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ConfigurationReader } from '../../../verify/types.js';

export const PDUR_PATHS = {
  routingPath: '/PduR/PduRRoutingPaths/PduRRoutingPath',
  srcPdu: '/PduR/PduRRoutingPaths/PduRRoutingPath/PduRSrcPdu',
  destPdu: '/PduR/PduRRoutingPaths/PduRRoutingPath/PduRDestPdu',
  txBuffer: '/PduR/PduRRoutingPaths/PduRTxBuffer',
} as const;

/** One routing path: its source (PduRSrcPdu) and destinations (PduRDestPdu), with their EcuC Pdu ids. */
export interface RoutingPath {
  path: ContainerValue;
  source?: ContainerValue;
  /** The EcuC Pdu id of PduRSrcPduRef, when set. */
  sourcePdu?: string;
  destinations: readonly ContainerValue[];
}

/** The routing paths of a PduR instance, in tree order. */
export function routingPaths(reader: ConfigurationReader): RoutingPath[] {
  return reader.containersOf(PDUR_PATHS.routingPath).map((path) => {
    const source = reader.childrenOf(path, PDUR_PATHS.srcPdu)[0];
    return {
      path,
      source,
      sourcePdu: source?.references.PduRSrcPduRef?.[0],
      destinations: reader.childrenOf(path, PDUR_PATHS.destPdu),
    };
  });
}

/** The EcuC Pdu id a destination names (PduRDestPduRef), when set. */
export function destinationPdu(destination: ContainerValue): string | undefined {
  return destination.references.PduRDestPduRef?.[0];
}
