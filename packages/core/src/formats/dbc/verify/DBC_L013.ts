import { hasValidSignalLength } from './layout.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L013 (error): a signal's length is not 1–64 bits, or a float (SIG_VALTYPE_ 1) is not 32 bits
 * or a double (SIG_VALTYPE_ 2) not 64. Source: Vector DBC file format (SG_, SIG_VALTYPE_).
 */
export const DBC_L013: DbcRule = {
  code: 'DBC_L013',
  severity: 'error',
  check(ctx) {
    for (const message of ctx.database.messages)
      for (const signal of message.signals)
        if (!hasValidSignalLength(signal)) ctx.report(signal, { signal: signal.name, length: signal.length });
  },
};
