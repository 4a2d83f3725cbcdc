import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { ECUC_PDU, PDU_USERS_VIEW, PDU_USER_MODULES } from './pdu-users.js';

const NO_UPPER = {
  zh_cn: 'EcuC PDU {pdu} 被下层 {user} 使用，但没有上层模块或 PduR 使用它',
  en_us: 'EcuC PDU {pdu} is used by the lower layer {user} but by no upper layer or PduR',
};
const NO_LOWER = {
  zh_cn: 'EcuC PDU {pdu} 被上层 {user} 使用，但没有下层模块或 PduR 使用它',
  en_us: 'EcuC PDU {pdu} is used by the upper layer {user} but by no lower layer or PduR',
};
const ROUTER_ONLY = {
  zh_cn: 'EcuC PDU {pdu} 只被 PduR（{user}）使用，没有上层或下层模块使用它',
  en_us: 'EcuC PDU {pdu} is used only by PduR ({user}): no module below or above it uses it',
};

/**
 * A used EcuC Pdu joins two modules: a Pdu that a lower layer (CanIf, a CanTp N-SDU...) uses needs an
 * upper layer or PduR on its other side, one that an upper layer (Com, CanNm, a CanTp N-PDU...) uses
 * needs a lower layer or PduR, and one PduR uses needs a module below or above it. Product rule ("a Pdu
 * is used by exactly one lower and one upper layer"; the surplus is E_EcuC0002); a Pdu nobody uses is
 * not reported. Roles and layers: `PDU_ROLES`. Reported on the Pdu, naming its first user.
 */
export const W_EcuC0001: ModuleRule = {
  code: 'W_EcuC0001',
  severity: 'warning',
  reads: PDU_USER_MODULES,
  description: {
    zh_cn: 'EcuC PDU 只被一侧的模块使用（缺少上层或下层用户）',
    en_us: 'An EcuC PDU is used on one side only (no upper or no lower user)',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const users = ctx.view(PDU_USERS_VIEW);
    for (const pdu of ctx.containersOf(ECUC_PDU)) {
      const use = users.get(pdu.id);
      if (!use) continue;
      const [lower] = use.lower;
      const [upper] = use.upper;
      const [router] = use.router;
      const sides = (lower ? 1 : 0) + (upper ? 1 : 0);
      if (sides === 2 || (router && sides === 1)) continue;
      const [message, user] = lower ? [NO_UPPER, lower] : upper ? [NO_LOWER, upper] : [ROUTER_ONLY, router];
      if (!user) continue;
      rows.push(ctx.report(pdu, message, { pdu: pdu.shortName, user: ctx.pathOf(user.container) }));
    }
    return rows;
  },
};
