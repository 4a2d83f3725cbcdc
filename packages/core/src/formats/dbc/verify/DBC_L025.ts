import { INDEPENDENT_SIGNALS_MESSAGE } from '../model.js';
import { nodeReceives, nodeSends } from './nodes.js';
import { messageTiming } from './timing.js';
import type { DbcRule } from './types.js';

/** Milliseconds as findings write them (at most 6 decimals). */
function milliseconds(value: number): number {
  return Number(value.toFixed(6));
}

/**
 * DBC_L025 (warning): a periodic message's cycle time (`GenMsgCycleTime` > 0, in ms) that is not a
 * whole multiple of Com's main function period: Com sends and supervises in steps of that period,
 * so the cycle would drift. Only when the period is given; with a chosen ECU node, only the messages
 * it sends or receives. Source: SWS Com (time periods are counted in main function cycles,
 * ComTxModeTimePeriod / ComMainFunctionPeriod).
 */
export const DBC_L025: DbcRule = {
  code: 'DBC_L025',
  severity: 'warning',
  check(ctx) {
    const period = ctx.mainFunctionPeriod;
    if (period === undefined || !(period > 0)) return;
    const periodMs = period * 1000;
    const node = ctx.node;
    for (const message of ctx.database.messages) {
      if (message.name === INDEPENDENT_SIGNALS_MESSAGE) continue;
      if (node !== undefined && !nodeSends(message, node) && !nodeReceives(message, node)) continue;
      const { cycleTime } = messageTiming(ctx, message);
      if (cycleTime === undefined || !(cycleTime > 0)) continue;
      const steps = cycleTime / periodMs;
      if (Math.abs(steps - Math.round(steps)) > 1e-6 || Math.round(steps) < 1)
        ctx.report(message, {
          message: message.name,
          cycleTime: milliseconds(cycleTime),
          period: milliseconds(periodMs),
        });
    }
  },
};
