/**
 * What the LinIf reference pickers offer: a Lin driver channel or a LinTrcv channel no other LinIf channel
 * takes; frames and schedule tables of the holder's own LinIf channel (a schedule entry, a substitution
 * frame); EcuC Pdus no other lower layer uses.
 */
import type { ContainerValue } from '../../ecuc/store-types.js';
import type { ReferenceTargetContext, ReferenceTargetFilter } from '../../ecuc/types.js';
import { pduTargetFilter } from '../ecuc/pdu-target-filter.js';
import { LINIF_PATHS } from './definition.js';

const TRCV_CONFIG = `${LINIF_PATHS.channel}/LinIfTransceiverDrvConfig`;

/** The id of the container `levels` parents above `container`. */
function ancestorId(
  ctx: ReferenceTargetContext,
  container: ContainerValue,
  levels: number,
): string | undefined {
  let at: ContainerValue | undefined = container;
  for (let i = 0; i < levels && at; i += 1)
    at = at.parentId === null ? undefined : ctx.container(at.parentId);
  return at?.id;
}

/**
 * Candidates (frames or schedule tables, children of a channel) of the channel `levels` above the holder,
 * never the holder's own parent (a frame is no substitute of itself, a table no collision table of itself).
 */
function ofOwnChannel(levels: number): ReferenceTargetFilter {
  return (candidate, ctx) =>
    candidate.id !== ctx.holder.parentId && candidate.parentId === ancestorId(ctx, ctx.holder, levels);
}

/** A target no other container of `holderPath` refers to through `reference`. */
function takenOnce(holderPath: string, reference: string): ReferenceTargetFilter {
  return (candidate, ctx) =>
    ctx
      .containersOf(holderPath)
      .every(
        (other) => other.id === ctx.holder.id || !(other.references[reference] ?? []).includes(candidate.id),
      );
}

/** The LinIf module's target filters, by reference definition path. */
export const linIfTargetFilters: Readonly<Record<string, ReferenceTargetFilter>> = {
  [`${LINIF_PATHS.channel}/LinIfChannelRef`]: takenOnce(LINIF_PATHS.channel, 'LinIfChannelRef'),
  [`${TRCV_CONFIG}/LinIfTrcvIdRef`]: takenOnce(TRCV_CONFIG, 'LinIfTrcvIdRef'),
  [`${LINIF_PATHS.entry}/LinIfFrameRef`]: ofOwnChannel(2),
  [`${LINIF_PATHS.entry}/LinIfCollisionResolvingRef`]: ofOwnChannel(2),
  [`${LINIF_PATHS.frame}/LinIfSubstitutionFrames/LinIfSubstitutionFrameRef`]: ofOwnChannel(2),
  [`${LINIF_PATHS.txPdu}/LinIfTxPduRef`]: pduTargetFilter('lower'),
  [`${LINIF_PATHS.rxPdu}/LinIfRxPduRef`]: pduTargetFilter('lower'),
};
