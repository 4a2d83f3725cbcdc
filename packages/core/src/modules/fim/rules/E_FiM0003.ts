import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { FIM_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '汇总事件未引用任何输入 Dem 事件',
  en_us: 'The summary event names no input Dem event',
};

/**
 * A summary event gathers at least one Dem event (FiMInputSumEventRef). Source: SWS_FunctionInhibitionManager,
 * FiMInputSumEventRef, multiplicity 1..* (ours 0..* so that a summary event can be added before its events).
 */
export const E_FiM0003: ModuleRule = {
  code: 'E_FiM0003',
  severity: 'error',
  description: {
    zh_cn: '汇总事件至少引用一个输入 Dem 事件',
    en_us: 'A summary event names at least one input Dem event',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const summary of ctx.containersOf(FIM_PATHS.summaryEvent)) {
      if ((summary.references.FiMInputSumEventRef?.length ?? 0) === 0)
        rows.push(ctx.report(summary, MESSAGE, {}, 'FiMInputSumEventRef'));
    }
    return rows;
  },
};
