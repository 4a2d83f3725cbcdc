/**
 * What the PduR reference pickers offer: EcuC Pdus that no other routing path routes and that do not
 * already connect a lower and an upper layer directly (E_EcuC0002); a destination is never the path's
 * own source (E_PduR0003).
 */
import type { ReferenceTargetFilter } from '../../ecuc/types.js';
import { pduTargetFilter } from '../ecuc/pdu-target-filter.js';

const PATH = '/PduR/PduRRoutingPaths/PduRRoutingPath';
const routed = pduTargetFilter('router');

/** The PduR module's target filters, by reference definition path. */
export const pduRTargetFilters: Readonly<Record<string, ReferenceTargetFilter>> = {
  [`${PATH}/PduRSrcPdu/PduRSrcPduRef`]: routed,
  [`${PATH}/PduRDestPdu/PduRDestPduRef`]: (candidate, ctx) => {
    const source = ctx.containersOf(`${PATH}/PduRSrcPdu`).find((src) => src.parentId === ctx.holder.parentId)
      ?.references['PduRSrcPduRef']?.[0];
    return candidate.id !== source && routed(candidate, ctx);
  },
};
