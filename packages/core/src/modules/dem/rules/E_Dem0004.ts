import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { DEM_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '跳变值 {param} = {value} 不在通过阈值 {passed} 与失败阈值 {failed} 之间',
  en_us:
    'The jump value {param} = {value} lies outside the passed threshold {passed} and the failed threshold {failed}',
};

/**
 * With jump down (up) on, the first PREPASSED (PREFAILED) report after the other direction sets the counter to
 * the jump value; a value beyond a threshold would qualify the event at once or never reach the counter's
 * range. Only enabled jumps are checked. Source: SWS_DiagnosticEventManager 7.7.3.1, SWS_Dem_00423/00425
 * (DemDebounceCounterJumpDownValue, DemDebounceCounterJumpUpValue).
 */
export const E_Dem0004: ModuleRule = {
  code: 'E_Dem0004',
  severity: 'error',
  description: {
    zh_cn: '计数去抖的跳变值在通过阈值与失败阈值之间',
    en_us: 'Counter debouncing jump values lie between the passed and the failed threshold',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const debounce of ctx.containersOf(DEM_PATHS.debounceCounterBasedClass)) {
      const failed = ctx.integer(debounce, 'DemDebounceCounterFailedThreshold');
      const passed = ctx.integer(debounce, 'DemDebounceCounterPassedThreshold');
      if (failed === undefined || passed === undefined) continue;
      for (const [flag, param] of [
        ['DemDebounceCounterJumpDown', 'DemDebounceCounterJumpDownValue'],
        ['DemDebounceCounterJumpUp', 'DemDebounceCounterJumpUpValue'],
      ] as const) {
        if (ctx.flag(debounce, flag) !== true) continue;
        const value = ctx.integer(debounce, param);
        if (value === undefined || (value >= passed && value <= failed)) continue;
        rows.push(
          ctx.report(
            debounce,
            MESSAGE,
            { param, value: String(value), passed: String(passed), failed: String(failed) },
            param,
          ),
        );
      }
    }
    return rows;
  },
};
