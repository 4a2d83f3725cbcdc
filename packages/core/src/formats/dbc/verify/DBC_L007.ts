import { declaredNodeCheck } from './nodes.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L007 (warning): a signal's receiver is not a node on BU_ (Vector__XXX allowed; not checked
 * when BU_ is empty). Source: Vector DBC file format.
 */
export const DBC_L007: DbcRule = {
  code: 'DBC_L007',
  severity: 'warning',
  check(ctx) {
    const known = declaredNodeCheck(ctx.database);
    if (!known) return;
    for (const message of ctx.database.messages)
      for (const signal of message.signals)
        for (const receiver of signal.receivers)
          if (!known(receiver)) ctx.report(signal, { node: receiver, signal: signal.name });
  },
};
