import type { DbcRule } from './types.js';

/** DBC_L012 (warning): a signal's minimum is above its maximum. Source: Vector DBC file format ([minimum|maximum]). */
export const DBC_L012: DbcRule = {
  code: 'DBC_L012',
  severity: 'warning',
  check(ctx) {
    for (const message of ctx.database.messages)
      for (const signal of message.signals)
        if (signal.minimum > signal.maximum)
          ctx.report(signal, { signal: signal.name, minimum: signal.minimum, maximum: signal.maximum });
  },
};
