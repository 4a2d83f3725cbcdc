import { numberOf } from './attributes.js';
import { rawRangeOf } from './rawRange.js';
import type { DbcRule } from './types.js';

/** Signal attributes that hold a raw value the signal's bits must carry. */
export const RAW_VALUE_ATTRIBUTES: readonly string[] = [
  'GenSigStartValue',
  'GenSigInactiveValue',
  'GenSigInvalidValue',
];

/**
 * DBC_L019 (warning): a signal's start value (`GenSigStartValue`), inactive value
 * (`GenSigInactiveValue`) or invalid value (`GenSigInvalidValue`), all raw, does not fit the raw
 * range of its bits (integer signals up to 52 bits; signed ones accept the unsigned pattern too).
 * Values given on the signal only, not defaults. Source: Vector CANdb++ interaction-layer
 * attributes; the start value becomes ComSignalInitValue (AUTOSAR Com).
 */
export const DBC_L019: DbcRule = {
  code: 'DBC_L019',
  severity: 'warning',
  check(ctx) {
    for (const message of ctx.database.messages)
      for (const signal of message.signals) {
        const range = rawRangeOf(signal);
        if (!range) continue;
        for (const attribute of RAW_VALUE_ATTRIBUTES) {
          if (!Object.hasOwn(signal.attributes, attribute)) continue;
          const value = numberOf(signal.attributes[attribute]);
          if (value !== undefined && (value < range.lowest || value > range.highest))
            ctx.report(signal, { attribute, value, signal: signal.name, length: signal.length });
        }
      }
  },
};
