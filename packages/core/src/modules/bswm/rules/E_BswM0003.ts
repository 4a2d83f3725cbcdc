import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { BSWM_PATHS } from '../definition.js';

const NO_OPERAND = {
  zh_cn: '逻辑表达式 {expression} 没有操作数',
  en_us: 'Logical expression {expression} has no operand',
};
const NOT_ARITY = {
  zh_cn: '逻辑表达式 {expression} 使用 BSWM_NOT，须恰有一个操作数，实有 {count} 个',
  en_us: 'Logical expression {expression} uses BSWM_NOT, which takes exactly one operand, not {count}',
};
const NO_OPERATOR = {
  zh_cn: '逻辑表达式 {expression} 有 {count} 个操作数，须指定逻辑运算符',
  en_us: 'Logical expression {expression} has {count} operands and needs a logical operator',
};

/**
 * A logical expression has operands and an operator that fits their number: at least one BswMArgumentRef
 * (SWS 1..*); BSWM_NOT negates a single operand only; with several operands the operator must be given
 * (BswMLogicalOperator is optional only for a single argument, which the expression then passes on
 * unchanged). AND, OR, XOR and NAND over a single operand are valid (NAND of one operand negates it). Source:
 * SWS BswM, ECUC BswMLogicalExpression: BswMArgumentRef and BswMLogicalOperator.
 */
export const E_BswM0003: ModuleRule = {
  code: 'E_BswM0003',
  severity: 'error',
  description: {
    zh_cn: '逻辑表达式至少有一个操作数，运算符与操作数个数相符',
    en_us: 'A logical expression has at least one operand and an operator fitting their number',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const expression of ctx.containersOf(BSWM_PATHS.logicalExpression)) {
      const count = (expression.references.BswMArgumentRef ?? []).filter((id) => id !== '').length;
      const operator = ctx.text(expression, 'BswMLogicalOperator');
      const params = { expression: expression.shortName, count };
      if (count === 0) rows.push(ctx.report(expression, NO_OPERAND, params, 'BswMArgumentRef'));
      else if (operator === 'BSWM_NOT' && count !== 1)
        rows.push(ctx.report(expression, NOT_ARITY, params, 'BswMLogicalOperator'));
      else if (operator === undefined && count > 1)
        rows.push(ctx.report(expression, NO_OPERATOR, params, 'BswMLogicalOperator'));
    }
    return rows;
  },
};
