import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { DEM_PATHS } from '../definition.js';

const FAILED = {
  zh_cn: '失败阈值 {value} 须大于 0',
  en_us: 'The failed threshold {value} must be above 0',
};
const PASSED = {
  zh_cn: '通过阈值 {value} 须小于 0',
  en_us: 'The passed threshold {value} must be below 0',
};
const STEP = {
  zh_cn: '步长 {param} = {value} 须大于 0',
  en_us: 'The step size {param} = {value} must be above 0',
};

/**
 * Counter-based debouncing counts up by the increment step on each PREFAILED report until the failed
 * threshold and down by the decrement step on each PREPASSED report until the passed threshold; the counter
 * starts at 0, so only FailedThreshold > 0 > PassedThreshold with steps above 0 ever reaches either end.
 * Source: SWS_DiagnosticEventManager 7.7.3.1 (counter based debounce algorithm), SWS_Dem_00418/00419.
 */
export const E_Dem0003: ModuleRule = {
  code: 'E_Dem0003',
  severity: 'error',
  description: {
    zh_cn: '计数去抖：失败阈值 > 0 > 通过阈值，步长大于 0',
    en_us: 'Counter debouncing: failed threshold > 0 > passed threshold, step sizes above 0',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const debounce of ctx.containersOf(DEM_PATHS.debounceCounterBasedClass)) {
      const failed = ctx.integer(debounce, 'DemDebounceCounterFailedThreshold');
      const passed = ctx.integer(debounce, 'DemDebounceCounterPassedThreshold');
      if (failed !== undefined && failed <= 0n)
        rows.push(
          ctx.report(debounce, FAILED, { value: String(failed) }, 'DemDebounceCounterFailedThreshold'),
        );
      if (passed !== undefined && passed >= 0n)
        rows.push(
          ctx.report(debounce, PASSED, { value: String(passed) }, 'DemDebounceCounterPassedThreshold'),
        );
      for (const param of ['DemDebounceCounterIncrementStepSize', 'DemDebounceCounterDecrementStepSize']) {
        const step = ctx.integer(debounce, param);
        if (step !== undefined && step <= 0n)
          rows.push(ctx.report(debounce, STEP, { param, value: String(step) }, param));
      }
    }
    return rows;
  },
};
