import type { LocalizedText } from '../../../ecuc/types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { ECUC_PDU, PDU_USERS_VIEW, PDU_USER_MODULES, type PduUser } from './pdu-users.js';

const SECOND_LOWER = {
  zh_cn: 'EcuC PDU {pdu} 的下层用户已是 {first}，不能再被此处引用',
  en_us: 'EcuC PDU {pdu} already has {first} as its lower layer; it cannot be used here too',
};
const SECOND_UPPER = {
  zh_cn: 'EcuC PDU {pdu} 的上层用户已是 {first}，不能再被此处引用',
  en_us: 'EcuC PDU {pdu} already has {first} as its upper layer; it cannot be used here too',
};
const SECOND_ROUTE = {
  zh_cn: 'EcuC PDU {pdu} 已被 PduR 的 {first} 使用，PduR 只能使用它一次',
  en_us: 'EcuC PDU {pdu} is already used by PduR at {first}; PduR uses a PDU once',
};
const ROUTE_BETWEEN = {
  zh_cn: 'EcuC PDU {pdu} 已直接连接 {lower} 与 {upper}，PduR 不能再使用它',
  en_us: 'EcuC PDU {pdu} already connects {lower} with {upper} directly; PduR cannot use it too',
};

/**
 * An EcuC Pdu is the PDU between two neighbouring modules: at most one user below it and one above it,
 * PduR standing on the free side (ECUC specification, EcucPduCollection/Pdu: one PDU of the
 * communication stack, referenced by the modules it passes between; the product rule "a Pdu is used
 * by exactly one lower and one upper layer"). Errors: a second lower-layer user (two CanIf Tx PDUs, a
 * CanIf Rx and a CanTp N-SDU...), a second upper-layer user (two Com I-PDUs, Com and CanNm...), PduR
 * using the Pdu twice, or PduR on a Pdu that already joins a lower with an upper layer. CanTp's
 * N-PDUs may share a Pdu among themselves (`shared` in `PDU_ROLES`). Reported on the later user, at its
 * reference, naming the first. The missing side is W_EcuC0001.
 */
export const E_EcuC0002: ModuleRule = {
  code: 'E_EcuC0002',
  severity: 'error',
  reads: PDU_USER_MODULES,
  description: {
    zh_cn: '每个 EcuC PDU 最多只有一个下层用户和一个上层用户（PduR 占据空闲的一侧）',
    en_us: 'Each EcuC PDU has at most one lower-layer and one upper-layer user (PduR takes the free side)',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const users = ctx.view(PDU_USERS_VIEW);
    const later = (pdu: string, list: readonly PduUser[], message: LocalizedText) => {
      const [first, ...rest] = list;
      if (!first) return;
      for (const user of rest)
        rows.push(
          ctx.report(
            user.container,
            message,
            { pdu, first: ctx.pathOf(first.container) },
            user.role.reference,
          ),
        );
    };
    for (const pdu of ctx.containersOf(ECUC_PDU)) {
      const use = users.get(pdu.id);
      if (!use) continue;
      later(pdu.shortName, use.lower, SECOND_LOWER);
      later(pdu.shortName, use.upper, SECOND_UPPER);
      later(pdu.shortName, use.router, SECOND_ROUTE);
      const [lower] = use.lower;
      const [upper] = use.upper;
      const [router] = use.router;
      if (lower && upper && router)
        rows.push(
          ctx.report(
            router.container,
            ROUTE_BETWEEN,
            { pdu: pdu.shortName, lower: ctx.pathOf(lower.container), upper: ctx.pathOf(upper.container) },
            router.role.reference,
          ),
        );
    }
    return rows;
  },
};
