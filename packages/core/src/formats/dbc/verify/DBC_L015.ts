import type { DbcRule } from './types.js';

/** DBC_L015 (error): a node name appears twice on BU_; reported at the later one. Source: Vector DBC file format (BU_). */
export const DBC_L015: DbcRule = {
  code: 'DBC_L015',
  severity: 'error',
  check(ctx) {
    const seen = new Set<string>();
    for (const node of ctx.database.nodes) {
      if (seen.has(node.name)) ctx.report(node, { node: node.name });
      seen.add(node.name);
    }
  },
};
