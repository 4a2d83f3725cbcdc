import { INDEPENDENT_SIGNALS_MESSAGE } from '../model.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L002 (error): a signal has a bit before the frame or past its DLC (signals with an invalid
 * length or without their multiplexer are left to DBC_L013 and DBC_L014).
 * Source: Vector DBC file format (start bit, length and byte order place a signal in the payload).
 */
export const DBC_L002: DbcRule = {
  code: 'DBC_L002',
  severity: 'error',
  check(ctx) {
    for (const message of ctx.database.messages) {
      if (message.name === INDEPENDENT_SIGNALS_MESSAGE) continue;
      for (const { signal, outside } of ctx.layout(message).signals)
        if (outside) ctx.report(signal, { signal: signal.name, message: message.name, size: message.size });
    }
  },
};
