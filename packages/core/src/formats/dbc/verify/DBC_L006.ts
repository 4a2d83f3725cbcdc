import { declaredNodeCheck } from './nodes.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L006 (warning): a message's transmitter (BO_ or BO_TX_BU_) is not a node on BU_
 * (Vector__XXX allowed; not checked when BU_ is empty). Source: Vector DBC file format.
 */
export const DBC_L006: DbcRule = {
  code: 'DBC_L006',
  severity: 'warning',
  check(ctx) {
    const known = declaredNodeCheck(ctx.database);
    if (!known) return;
    for (const message of ctx.database.messages) {
      if (!known(message.transmitter))
        ctx.report(message, { node: message.transmitter, message: message.name });
      for (const transmitter of message.transmitters ?? [])
        if (!known(transmitter)) ctx.report(message, { node: transmitter, message: message.name });
    }
  },
};
