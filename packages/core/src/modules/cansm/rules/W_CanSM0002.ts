import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: 'CanSMBorTimeTxEnsured ({ensured} s) 短于快速恢复时间 CanSMBorTimeL1 ({l1} s)',
  en_us:
    'CanSMBorTimeTxEnsured ({ensured} s) is shorter than the quick recovery time CanSMBorTimeL1 ({l1} s)',
};

/**
 * Bus-off recovery is confirmed after at least one quick recovery period: CanSMBorTimeTxEnsured (the time
 * without a new bus-off after which the recovery counts as done) is not shorter than CanSMBorTimeL1.
 * Source: SWS CanSM ECUC parameters CanSMBorTimeTxEnsured and CanSMBorTimeL1; the comparison is a
 * product rule.
 */
export const W_CanSM0002: ModuleRule = {
  code: 'W_CanSM0002',
  severity: 'warning',
  description: {
    zh_cn: 'CanSMBorTimeTxEnsured 不短于 CanSMBorTimeL1',
    en_us: 'CanSMBorTimeTxEnsured is not shorter than CanSMBorTimeL1',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const network of ctx.containersOf('/CanSM/CanSMConfiguration/CanSMManagerNetwork')) {
      const ensured = Number(ctx.text(network, 'CanSMBorTimeTxEnsured') ?? Number.NaN);
      const l1 = Number(ctx.text(network, 'CanSMBorTimeL1') ?? Number.NaN);
      if (ensured < l1) rows.push(ctx.report(network, MESSAGE, { ensured, l1 }, 'CanSMBorTimeTxEnsured'));
    }
    return rows;
  },
};
