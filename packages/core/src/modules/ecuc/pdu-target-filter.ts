/**
 * Which EcuC Pdus a module's Pdu reference picker offers: those that the layer of the reference does not
 * use yet elsewhere, so that the picker itself keeps each Pdu to one lower and one upper user with PduR
 * between them (E_EcuC0002 still checks whatever is saved). Read from the Pdu-users view of the project
 * as stored, computed once per snapshot.
 */
import type { ReferenceTargetFilter } from '../../ecuc/types.js';
import { PDU_USERS_VIEW, type PduLayer, type PduUser } from './rules/pdu-users.js';

/** Users other than the container being edited (and, for a replica, its I-PDU). */
function othersThan(users: readonly PduUser[], holderId: string, parentId: string | null): PduUser[] {
  return users.filter((user) => user.container.id !== holderId && user.container.id !== parentId);
}

/**
 * The filter of a Pdu reference of `layer`: a lower or upper user is offered Pdus no other user of its
 * layer has; PduR (`router`) Pdus it does not route yet and that do not already connect a lower and an
 * upper user directly.
 */
export function pduTargetFilter(layer: PduLayer): ReferenceTargetFilter {
  return (candidate, ctx) => {
    const use = ctx.view(PDU_USERS_VIEW).get(candidate.id);
    if (!use) return true;
    const { id, parentId } = ctx.holder;
    if (layer !== 'router') return othersThan(use[layer], id, parentId).length === 0;
    const routed = use.router.filter((user) => user.container.parentId !== parentId);
    return routed.length === 0 && !(use.lower.length > 0 && use.upper.length > 0);
  };
}
