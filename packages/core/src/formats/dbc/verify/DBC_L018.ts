import type { DbcRule } from './types.js';

/** The longest symbol name DBC tools accept everywhere (CANdb++ "short names"). */
export const MAX_DBC_NAME_LENGTH = 32;

/**
 * DBC_L018 (warning): a node, message or signal name longer than 32 characters; older tools and
 * many code generators cut such names. Source: Vector CANdb++ (32-character names; longer ones are
 * kept in SystemSignalLongSymbol / SystemMessageLongSymbol).
 */
export const DBC_L018: DbcRule = {
  code: 'DBC_L018',
  severity: 'warning',
  check(ctx) {
    const check = (object: { name: string; line: number; col: number }) => {
      if (object.name.length > MAX_DBC_NAME_LENGTH)
        ctx.report(object, { name: object.name, length: object.name.length, limit: MAX_DBC_NAME_LENGTH });
    };
    for (const node of ctx.database.nodes) check(node);
    for (const message of ctx.database.messages) {
      check(message);
      for (const signal of message.signals) check(signal);
    }
  },
};
