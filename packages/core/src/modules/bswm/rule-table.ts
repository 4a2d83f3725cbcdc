/**
 * The BswM rule table: per rule, its expression as readable text and the action lists it runs with their
 * items inline. Pure; computed from a configuration reader (`bswmRuleTable`) or a project snapshot
 * (`bswmRuleTableOfSnapshot`). The web's rule screen shows it.
 */
import type { ContainerValue, ProjectSnapshot } from '../../ecuc/store-types.js';
import type { ModuleDef } from '../../ecuc/types.js';
import type { ConfigurationReader } from '../../verify/types.js';
import { defineView, viewOfSnapshot } from '../../verify/views.js';
import { BSWM_PATHS } from './definition.js';
import { chosenKind, conditionPort, conditionValue, definitionName } from './request-ports.js';

/** What an action list item names. */
export type ActionListItemKind = 'action' | 'actionList' | 'rule' | 'missing';

export interface ActionListItemRow {
  /** BswMActionListItemIndex, when set. */
  index: number | undefined;
  /** Short name of the item container. */
  item: string;
  /** Short name of the action, action list or rule the item names ('' when it names nothing). */
  target: string;
  kind: ActionListItemKind;
  /** For an action: its chosen kind, e.g. `BswMComMModeSwitch`. */
  actionKind: string | undefined;
  abortOnFail: boolean;
}

export interface ActionListRow {
  name: string;
  path: string;
  /** BswMActionListExecution: BSWM_CONDITION or BSWM_TRIGGER. */
  execution: string | undefined;
  /** Items by BswMActionListItemIndex (then position). */
  items: ActionListItemRow[];
}

export interface RuleTableRow {
  rule: string;
  path: string;
  /** The expression as text, e.g. `(ComMInd_Ch0 == COMM_FULL_COMMUNICATION) AND (EcuMInd == RUN)`. */
  expression: string;
  initState: string | undefined;
  nestedExecutionOnly: boolean;
  trueList: ActionListRow | undefined;
  falseList: ActionListRow | undefined;
}

const OPERATOR_TEXT: Readonly<Record<string, string>> = {
  BSWM_AND: 'AND',
  BSWM_OR: 'OR',
  BSWM_XOR: 'XOR',
  BSWM_NAND: 'AND',
};

/** The rule table of the BswM configuration a reader sees, rules in tree order. */
export function bswmRuleTable(reader: ConfigurationReader): RuleTableRow[] {
  const conditionText = (condition: ContainerValue): string => {
    const read = conditionPort(reader, condition);
    const port = read?.port.shortName ?? '?';
    const type = reader.text(condition, 'BswMConditionType');
    if (type === 'BSWM_EVENT_IS_SET') return `(${port} IS SET)`;
    if (type === 'BSWM_EVENT_IS_CLEARED') return `(${port} IS CLEARED)`;
    const value = conditionValue(reader, condition)?.text ?? '?';
    return `(${port} ${type === 'BSWM_EQUALS_NOT' ? '!=' : '=='} ${value})`;
  };

  const expressionText = (expression: ContainerValue, visiting: Set<string>, nested: boolean): string => {
    if (visiting.has(expression.id)) return `⟳${expression.shortName}`;
    visiting.add(expression.id);
    const operands = (expression.references.BswMArgumentRef ?? []).map((id) => {
      const target = reader.container(id);
      if (!target) return '?';
      if (target.definitionPath === BSWM_PATHS.modeCondition) return conditionText(target);
      if (target.definitionPath === BSWM_PATHS.logicalExpression)
        return expressionText(target, visiting, true);
      return '?';
    });
    visiting.delete(expression.id);
    const operator = reader.text(expression, 'BswMLogicalOperator');
    if (operands.length === 0) return '?';
    if (operator === 'BSWM_NOT') return `NOT ${operands.join(' ')}`;
    const joined = operands.join(` ${OPERATOR_TEXT[operator ?? ''] ?? '?'} `);
    if (operator === 'BSWM_NAND') return `NOT (${joined})`;
    return nested && operands.length > 1 ? `(${joined})` : joined;
  };

  const itemRow = (item: ContainerValue): ActionListItemRow => {
    const targetId = item.references.BswMActionListItemRef?.[0];
    const target = targetId ? reader.container(targetId) : undefined;
    const kind: ActionListItemKind =
      target?.definitionPath === BSWM_PATHS.action
        ? 'action'
        : target?.definitionPath === BSWM_PATHS.actionList
          ? 'actionList'
          : target?.definitionPath === BSWM_PATHS.rule
            ? 'rule'
            : 'missing';
    const chosen =
      kind === 'action' && target ? chosenKind(reader, target, BSWM_PATHS.availableActions) : undefined;
    const index = reader.integer(item, 'BswMActionListItemIndex');
    return {
      index: index === undefined ? undefined : Number(index),
      item: item.shortName,
      target: target?.shortName ?? '',
      kind,
      actionKind: chosen ? definitionName(chosen) : undefined,
      abortOnFail: reader.flag(item, 'BswMAbortOnFail') ?? false,
    };
  };

  const listRow = (id: string | undefined): ActionListRow | undefined => {
    const list = id ? reader.container(id) : undefined;
    if (!list || list.definitionPath !== BSWM_PATHS.actionList) return undefined;
    const items = reader.childrenOf(list, BSWM_PATHS.actionListItem).map(itemRow);
    const sorted = items
      .map((row, position) => ({ row, position }))
      .sort((a, b) => (a.row.index ?? Infinity) - (b.row.index ?? Infinity) || a.position - b.position)
      .map((x) => x.row);
    return {
      name: list.shortName,
      path: reader.pathOf(list),
      execution: reader.text(list, 'BswMActionListExecution'),
      items: sorted,
    };
  };

  return reader.containersOf(BSWM_PATHS.rule).map((rule) => {
    const expressionId = rule.references.BswMRuleExpressionRef?.[0];
    const expression = expressionId ? reader.container(expressionId) : undefined;
    return {
      rule: rule.shortName,
      path: reader.pathOf(rule),
      expression:
        expression?.definitionPath === BSWM_PATHS.logicalExpression
          ? expressionText(expression, new Set(), false)
          : '?',
      initState: reader.text(rule, 'BswMRuleInitState'),
      nestedExecutionOnly: reader.flag(rule, 'BswMNestedExecutionOnly') ?? false,
      trueList: listRow(rule.references.BswMRuleTrueActionList?.[0]),
      falseList: listRow(rule.references.BswMRuleFalseActionList?.[0]),
    };
  });
}

/** The rule table as a configuration view (the BswM alone). */
export const BSWM_RULE_TABLE_VIEW = defineView({
  name: 'BswMRuleTable',
  module: 'BswM',
  compute: bswmRuleTable,
});

/** The rule table of a project snapshot's BswM. */
export function bswmRuleTableOfSnapshot(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
): RuleTableRow[] {
  return viewOfSnapshot(snapshot, definitions, BSWM_RULE_TABLE_VIEW);
}
