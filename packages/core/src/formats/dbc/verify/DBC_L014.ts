import type { DbcRule } from './types.js';

/**
 * DBC_L014 (error): a multiplexed signal (`mN`) in a message without a multiplexer switch (`M`) and
 * without an SG_MUL_VAL_ naming its switch. Source: Vector DBC file format (multiplexed signals).
 */
export const DBC_L014: DbcRule = {
  code: 'DBC_L014',
  severity: 'error',
  check(ctx) {
    for (const message of ctx.database.messages)
      for (const signal of ctx.layout(message).withoutSwitch)
        ctx.report(signal, { signal: signal.name, message: message.name });
  },
};
