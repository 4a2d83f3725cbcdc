import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { DCM_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: 'DcmDspSessionP2StarServerMax ({p2Star} s) 短于 DcmDspSessionP2ServerMax ({p2} s)',
  en_us: 'DcmDspSessionP2StarServerMax ({p2Star} s) is shorter than DcmDspSessionP2ServerMax ({p2} s)',
};

/**
 * After a response pending (NRC 0x78) the server has P2*Server instead of P2Server to answer: the extended
 * time is not shorter than the normal one. Source: ISO 14229-2 (P2Server_max, P2*Server_max) and SWS Dcm
 * ECUC parameters DcmDspSessionP2ServerMax and DcmDspSessionP2StarServerMax.
 */
export const E_Dcm0004: ModuleRule = {
  code: 'E_Dcm0004',
  severity: 'error',
  description: {
    zh_cn: '会话行的 P2* 服务器时间不短于 P2 服务器时间',
    en_us: 'A session row’s P2*Server time is not shorter than its P2Server time',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const row of ctx.containersOf(DCM_PATHS.sessionRow)) {
      const p2 = Number(ctx.text(row, 'DcmDspSessionP2ServerMax') ?? Number.NaN);
      const p2Star = Number(ctx.text(row, 'DcmDspSessionP2StarServerMax') ?? Number.NaN);
      if (p2Star < p2) rows.push(ctx.report(row, MESSAGE, { p2, p2Star }, 'DcmDspSessionP2StarServerMax'));
    }
    return rows;
  },
};
