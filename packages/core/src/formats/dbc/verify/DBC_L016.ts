import type { DbcRule } from './types.js';

/**
 * DBC_L016 (info): the file has messages but BU_ declares no node, so transmitters and receivers
 * are not checked (DBC_L006, DBC_L007); reported at the top of the file. Product rule.
 */
export const DBC_L016: DbcRule = {
  code: 'DBC_L016',
  severity: 'info',
  check(ctx) {
    if (ctx.database.nodes.length === 0 && ctx.database.messages.length > 0)
      ctx.report({ line: 1, col: 1 }, {});
  },
};
