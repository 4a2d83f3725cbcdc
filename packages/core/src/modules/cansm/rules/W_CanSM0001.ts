import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const COUNTER_MESSAGE = {
  zh_cn: 'CanSMBorCounterL1ToL2 为 0：总线关闭恢复跳过快速恢复（L1），直接进入慢速恢复（L2）',
  en_us: 'CanSMBorCounterL1ToL2 is 0: bus-off recovery skips the quick level L1 and goes straight to L2',
};
const TIME_MESSAGE = {
  zh_cn: '快速恢复时间 CanSMBorTimeL1 ({l1} s) 不短于慢速恢复时间 CanSMBorTimeL2 ({l2} s)',
  en_us:
    'The quick recovery time CanSMBorTimeL1 ({l1} s) is not shorter than the slow one, CanSMBorTimeL2 ({l2} s)',
};

/**
 * Bus-off recovery in two levels: a manager network tries the quick level L1 at least once
 * (CanSMBorCounterL1ToL2 above 0) and waits less in L1 than in L2 (CanSMBorTimeL1 < CanSMBorTimeL2).
 * Source: SWS CanSM ECUC parameters CanSMBorCounterL1ToL2, CanSMBorTimeL1 and CanSMBorTimeL2 (the
 * bus-off recovery state machine); the order of the two times is a product rule.
 */
export const W_CanSM0001: ModuleRule = {
  code: 'W_CanSM0001',
  severity: 'warning',
  description: {
    zh_cn: '总线关闭恢复：L1 至少一次，且 L1 时间短于 L2 时间',
    en_us: 'Bus-off recovery: L1 at least once, and L1 shorter than L2',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const network of ctx.containersOf('/CanSM/CanSMConfiguration/CanSMManagerNetwork')) {
      if (ctx.integer(network, 'CanSMBorCounterL1ToL2') === 0n)
        rows.push(ctx.report(network, COUNTER_MESSAGE, {}, 'CanSMBorCounterL1ToL2'));
      const l1 = Number(ctx.text(network, 'CanSMBorTimeL1') ?? Number.NaN);
      const l2 = Number(ctx.text(network, 'CanSMBorTimeL2') ?? Number.NaN);
      if (l1 >= l2) rows.push(ctx.report(network, TIME_MESSAGE, { l1, l2 }, 'CanSMBorTimeL1'));
    }
    return rows;
  },
};
