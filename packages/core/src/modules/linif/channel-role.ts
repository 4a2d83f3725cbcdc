/**
 * What rules ask of a LinIf channel and its frames: the channel's role on the bus (master or slave, the choice
 * of LinIfNodeType), a frame's type and the way its PDU goes.
 */
import type { ContainerValue } from '../../ecuc/store-types.js';
import type { ConfigurationReader } from '../../verify/types.js';
import { LINIF_PATHS, type LinIfFrameType } from './definition.js';

export type LinRole = 'MASTER' | 'SLAVE';

/** The channel's role, or undefined while the node type is not chosen. */
export function linIfChannelRole(reader: ConfigurationReader, channel: ContainerValue): LinRole | undefined {
  for (const nodeType of reader.childrenOf(channel, LINIF_PATHS.nodeType))
    for (const chosen of reader.childrenOf(nodeType)) {
      if (chosen.definitionPath === LINIF_PATHS.master) return 'MASTER';
      if (chosen.definitionPath === LINIF_PATHS.slave) return 'SLAVE';
    }
  return undefined;
}

/** The frame's type (UNCONDITIONAL, the definition's default, when unset). */
export function linIfFrameType(reader: ConfigurationReader, frame: ContainerValue): LinIfFrameType {
  return (reader.text(frame, 'LinIfFrameType') ?? 'UNCONDITIONAL') as LinIfFrameType;
}

/** Whether the frame's PDU direction is a Tx PDU (the node publishes the response). */
export function linIfFrameSends(reader: ConfigurationReader, frame: ContainerValue): boolean {
  return reader
    .childrenOf(frame, LINIF_PATHS.direction)
    .some((choice) => reader.childrenOf(choice, LINIF_PATHS.txPdu).length > 0);
}

/** The LinIf channel that serves a ComM channel (LinIfComMNetworkHandleRef), if any. */
export function linIfChannelOfComM(
  reader: ConfigurationReader,
  comMChannelId: string,
): ContainerValue | undefined {
  return reader
    .containersOf(LINIF_PATHS.channel)
    .find((channel) => channel.references['LinIfComMNetworkHandleRef']?.[0] === comMChannelId);
}
