import { INDEPENDENT_SIGNALS_MESSAGE } from '../model.js';
import { nodeReceives, nodeSends } from './nodes.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L026 (info): with a chosen ECU node (declared on BU_), a message the node neither sends
 * (BO_, BO_TX_BU_) nor receives (a signal names it as receiver); it is left out of the derived CAN
 * configuration. Product rule.
 */
export const DBC_L026: DbcRule = {
  code: 'DBC_L026',
  severity: 'info',
  check(ctx) {
    const node = ctx.node;
    if (node === undefined || !ctx.database.nodes.some((candidate) => candidate.name === node)) return;
    for (const message of ctx.database.messages)
      if (
        message.name !== INDEPENDENT_SIGNALS_MESSAGE &&
        !nodeSends(message, node) &&
        !nodeReceives(message, node)
      )
        ctx.report(message, { node, message: message.name });
  },
};
