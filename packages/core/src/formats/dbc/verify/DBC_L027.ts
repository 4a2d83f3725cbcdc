import type { DbcRule } from './types.js';

/**
 * DBC_L027 (error): the chosen ECU node is not a node on BU_, so no message can be derived for it;
 * reported at the top of the file. Product rule.
 */
export const DBC_L027: DbcRule = {
  code: 'DBC_L027',
  severity: 'error',
  check(ctx) {
    const node = ctx.node;
    if (node !== undefined && !ctx.database.nodes.some((candidate) => candidate.name === node))
      ctx.report({ line: 1, col: 1 }, { node });
  },
};
