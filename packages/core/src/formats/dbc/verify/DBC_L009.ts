import { rawRangeOf } from './rawRange.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L009 (warning): a value description (VAL_) of an integer signal is outside the raw values its
 * bits can hold (signed signals accept the unsigned pattern too); one finding per signal, not checked
 * when the minimum is above the maximum (DBC_L012). Source: Vector DBC file format (VAL_ describes raw values).
 */
export const DBC_L009: DbcRule = {
  code: 'DBC_L009',
  severity: 'warning',
  check(ctx) {
    for (const message of ctx.database.messages)
      for (const signal of message.signals) {
        const range = signal.valueDescriptions && signal.minimum <= signal.maximum && rawRangeOf(signal);
        if (!range) continue;
        const outside = signal.valueDescriptions!.find(
          (entry) => entry.value < range.lowest || entry.value > range.highest,
        );
        if (outside) ctx.report(signal, { signal: signal.name, value: outside.value, length: signal.length });
      }
  },
};
