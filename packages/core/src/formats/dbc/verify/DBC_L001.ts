import { INDEPENDENT_SIGNALS_MESSAGE } from '../model.js';
import { canCoexist, isMultiplexed } from './layout.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L001 (error): two signals of a message share a bit, unless their multiplexers never select
 * them together (simple `M`/`mN` and extended SG_MUL_VAL_ multiplexing, nested switches followed).
 * Source: Vector DBC file format (a frame's payload bits belong to one signal per multiplexer branch).
 */
export const DBC_L001: DbcRule = {
  code: 'DBC_L001',
  severity: 'error',
  check(ctx) {
    for (const message of ctx.database.messages) {
      if (message.name === INDEPENDENT_SIGNALS_MESSAGE) continue;
      const layouts = ctx.layout(message).signals;
      for (let j = 1; j < layouts.length; j++) {
        const later = layouts[j]!;
        for (let i = 0; i < j; i++) {
          const earlier = layouts[i]!;
          if (
            (isMultiplexed(later.signal) || isMultiplexed(earlier.signal)) &&
            !canCoexist(later.conditions, earlier.conditions)
          )
            continue;
          let shared = false;
          for (let w = 0; w < later.words.length && !shared; w++)
            if ((later.words[w]! & earlier.words[w]!) !== 0) shared = true;
          if (shared)
            ctx.report(later.signal, {
              signal: later.signal.name,
              other: earlier.signal.name,
              message: message.name,
            });
        }
      }
    }
  },
};
