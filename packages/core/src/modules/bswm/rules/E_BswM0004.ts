import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { BSWM_PATHS } from '../definition.js';
import { findCycles } from '../../graph-cycles.js';

const MESSAGE = {
  zh_cn: '逻辑表达式通过嵌套包含自身：{cycle}',
  en_us: 'A logical expression contains itself through nested expressions: {cycle}',
};

/**
 * No logical expression is its own operand, directly or through nested expressions: its value would depend
 * on itself and the rule using it could never be evaluated. Each cycle is reported once, on its earliest
 * expression, and named in order (`ExprA → ExprB → ExprA`). Source: SWS BswM, ECUC BswMArgumentRef
 * (operands are mode conditions or other logical expressions) and the rule evaluation in chapter 7.
 */
export const E_BswM0004: ModuleRule = {
  code: 'E_BswM0004',
  severity: 'error',
  description: {
    zh_cn: '逻辑表达式不能通过嵌套的表达式包含自身',
    en_us: 'A logical expression does not contain itself through nested expressions',
  },
  check(ctx) {
    const expressions = ctx.containersOf(BSWM_PATHS.logicalExpression);
    const byId = new Map(expressions.map((e) => [e.id, e]));
    const successors = (id: string) => byId.get(id)?.references.BswMArgumentRef ?? [];
    const rows: VerifyRow[] = [];
    for (const cycle of findCycles([...byId.keys()], successors)) {
      const [start] = cycle;
      const expression = start === undefined ? undefined : byId.get(start);
      if (!expression) continue;
      const names = [...cycle, expression.id].map((id) => byId.get(id)?.shortName ?? id);
      rows.push(ctx.report(expression, MESSAGE, { cycle: names.join(' → ') }, 'BswMArgumentRef'));
    }
    return rows;
  },
};
