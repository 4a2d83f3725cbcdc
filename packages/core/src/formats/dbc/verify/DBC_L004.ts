import type { DbcRule } from './types.js';

/** DBC_L004 (error): two messages have the same name; reported at the later one. Source: Vector DBC file format. */
export const DBC_L004: DbcRule = {
  code: 'DBC_L004',
  severity: 'error',
  check(ctx) {
    const names = new Set<string>();
    for (const message of ctx.database.messages) {
      if (names.has(message.name)) ctx.report(message, { message: message.name });
      names.add(message.name);
    }
  },
};
