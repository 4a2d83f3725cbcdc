import type { DbcRule } from './types.js';

/** DBC_L005 (error): two signals of one message have the same name; reported at the later one. Source: Vector DBC file format. */
export const DBC_L005: DbcRule = {
  code: 'DBC_L005',
  severity: 'error',
  check(ctx) {
    for (const message of ctx.database.messages) {
      const names = new Set<string>();
      for (const signal of message.signals) {
        if (names.has(signal.name)) ctx.report(signal, { signal: signal.name, message: message.name });
        names.add(signal.name);
      }
    }
  },
};
