import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { BSWM_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '规则 {rule} 既无为真动作列表也无为假动作列表，其求值没有任何效果',
  en_us: 'Rule {rule} has neither a true nor a false action list: evaluating it has no effect',
};

/**
 * A BswM rule names at least one action list: BswMRuleTrueActionList or BswMRuleFalseActionList. The
 * expression reference (1..1) and the kind of every referenced container (a logical expression, an action
 * list) are already the generic reference checks' (missing mandatory reference, destination definition), so
 * this rule covers what they cannot: both lists are optional in the SWS, but a rule without either is
 * arbitrated for nothing. Source: SWS BswM, ECUC BswMRule (BswMRuleTrueActionList 0..1,
 * BswMRuleFalseActionList 0..1) and the rule evaluation in chapter 7 (a rule's result selects a list).
 */
export const E_BswM0001: ModuleRule = {
  code: 'E_BswM0001',
  severity: 'error',
  description: {
    zh_cn: '规则至少引用一个动作列表（为真或为假）',
    en_us: 'A rule names at least one action list (true or false)',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const rule of ctx.containersOf(BSWM_PATHS.rule)) {
      const lists = [
        ...(rule.references.BswMRuleTrueActionList ?? []),
        ...(rule.references.BswMRuleFalseActionList ?? []),
      ].filter((id) => id !== '');
      if (lists.length === 0)
        rows.push(ctx.report(rule, MESSAGE, { rule: rule.shortName }, 'BswMRuleTrueActionList'));
    }
    return rows;
  },
};
