import type { LocalizedText } from '../../../ecuc/types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { childNamed, pduOf, type NPduKind, type NSduKind } from './connection.js';

/** An N-PDU an N-SDU needs, always or for some N_TAtype values. */
export interface NPduPresence {
  readonly code: string;
  readonly description: LocalizedText;
  readonly nSduKind: NSduKind;
  readonly nPduKind: NPduKind;
  /** The N_TAtype values that need the N-PDU; every N-SDU when absent. */
  readonly taTypes?: ReadonlySet<string>;
  /** Row on the N-SDU (parameter: the N-PDU container) when the N-PDU is missing. */
  readonly missing: LocalizedText;
  /** Row on the N-PDU (parameter: its reference) when it references no Pdu. */
  readonly unreferenced: LocalizedText;
}

/**
 * An error for an N-SDU without the N-PDU it needs, or whose N-PDU references no EcuC Pdu: CanTp then has no
 * frame to receive or send (`{taType}` in the messages is the N-SDU's N_TAtype).
 */
export function nPduPresenceRule(presence: NPduPresence): ModuleRule {
  const { nSduKind, nPduKind, taTypes } = presence;
  return {
    code: presence.code,
    severity: 'error',
    description: presence.description,
    check(ctx) {
      const rows: VerifyRow[] = [];
      for (const nSdu of ctx.containersOf(nSduKind.path)) {
        const taType = ctx.text(nSdu, nSduKind.taType) ?? '';
        if (taTypes && !taTypes.has(taType)) continue;
        const nPdu = childNamed(ctx, nSdu, nPduKind.container);
        if (!nPdu) rows.push(ctx.report(nSdu, presence.missing, { taType }, nPduKind.container));
        else if (pduOf(nPdu, nPduKind) === undefined)
          rows.push(ctx.report(nPdu, presence.unreferenced, { taType }, nPduKind.ref));
      }
      return rows;
    },
  };
}
