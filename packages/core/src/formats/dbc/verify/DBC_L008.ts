import type { DbcRule } from './types.js';

/**
 * DBC_L008 (warning): a signal's start value (`GenSigStartValue`, raw) is, once scaled, outside its
 * physical range [minimum|maximum] (half a factor of tolerance; not checked for [0|0], "no range",
 * nor when the minimum is above the maximum, DBC_L012). Source: Vector CANdb++ attribute GenSigStartValue.
 */
export const DBC_L008: DbcRule = {
  code: 'DBC_L008',
  severity: 'warning',
  check(ctx) {
    for (const message of ctx.database.messages)
      for (const signal of message.signals) {
        const { minimum, maximum } = signal;
        const start = signal.attributes['GenSigStartValue'];
        if (typeof start !== 'number' || !(minimum < maximum)) continue;
        const physical = start * signal.factor + signal.offset;
        const tolerance = Math.abs(signal.factor) / 2;
        if (physical < minimum - tolerance || physical > maximum + tolerance)
          ctx.report(signal, { signal: signal.name, value: start, minimum, maximum });
      }
  },
};
