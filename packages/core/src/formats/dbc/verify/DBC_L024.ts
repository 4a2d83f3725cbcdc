import { INDEPENDENT_SIGNALS_MESSAGE } from '../model.js';
import { messageTiming } from './timing.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L024 (warning): a message sent periodically (`GenMsgSendType` Cyclic, CyclicIfActive,
 * FixedPeriodic…, value or default) without a cycle time (`GenMsgCycleTime` absent or not above 0):
 * its Com I-PDU gets no ComTxModeTimePeriod. Source: Vector CANdb++ interaction-layer attributes;
 * AUTOSAR Com transmission modes (PERIODIC, MIXED need a period).
 */
export const DBC_L024: DbcRule = {
  code: 'DBC_L024',
  severity: 'warning',
  check(ctx) {
    for (const message of ctx.database.messages) {
      if (message.name === INDEPENDENT_SIGNALS_MESSAGE) continue;
      const timing = messageTiming(ctx, message);
      if (timing.periodic && !(timing.cycleTime !== undefined && timing.cycleTime > 0))
        ctx.report(message, { message: message.name, sendType: timing.sendType ?? '' });
    }
  },
};
