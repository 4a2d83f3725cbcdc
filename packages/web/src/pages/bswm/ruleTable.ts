/**
 * The BswM rule table as the screen shows it: core's rule table (`bswmRuleTableOfSnapshot`) joined with the
 * containers behind its rows (to open a rule or list in the editor, to remove an item) and with the findings
 * of each rule and the lists it runs. Pure.
 */
import type { ContainerValue, ModuleDef, ProjectSnapshot } from '@ecuc/core/ecuc';
import {
  BSWM_PATHS,
  bswmRuleTableOfSnapshot,
  type ActionListItemKind,
  type ActionListRow,
} from '@ecuc/core/modules';
import { snapshotReader, type VerifyRow } from '@ecuc/core/verify';

export interface RuleItemView {
  /** The BswMActionListItem container. */
  id: string;
  name: string;
  index: number | undefined;
  /** Short name of the action, list or rule named ('' when none). */
  target: string;
  kind: ActionListItemKind;
  /** For an action: the definition name of its kind, e.g. `BswMComMModeSwitch`. */
  actionKind: string | undefined;
  /** Findings on the item itself (e.g. the item that closes a nested-list cycle). */
  findings: VerifyRow[];
}

export interface RuleListView {
  /** The BswMActionList container. */
  id: string;
  name: string;
  items: RuleItemView[];
}

export interface RuleView {
  /** The BswMRule container. */
  id: string;
  name: string;
  /** The expression as text with its operands (`?` when none is named). */
  expression: string;
  /** Short name of the logical expression named, if any. */
  expressionName: string | undefined;
  trueList: RuleListView | undefined;
  falseList: RuleListView | undefined;
  /** Findings on the rule, its two lists and their items. */
  findings: VerifyRow[];
}

/** The BswM containers of instance 0 by their short-name paths (as core's rule table names them). */
function containersByPath(snapshot: ProjectSnapshot, definitions: readonly ModuleDef[]) {
  const reader = snapshotReader(snapshot, definitions, 'BswM');
  const byPath = new Map<string, ContainerValue>();
  for (const container of snapshot.containers)
    if (container.module === 'BswM' && container.instanceId === 0)
      byPath.set(reader.pathOf(container), container);
  return byPath;
}

/** The rules of a snapshot's BswM with their lists, items and findings, rules in tree order. */
export function ruleViews(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  findings: readonly VerifyRow[],
): RuleView[] {
  if (!definitions.some((d) => d.name === 'BswM')) return [];
  const rows = bswmRuleTableOfSnapshot(snapshot, definitions);
  const byPath = containersByPath(snapshot, definitions);
  const byId = new Map(snapshot.containers.map((c) => [c.id, c]));
  const itemsOf = (listId: string) =>
    snapshot.containers.filter(
      (c) => c.parentId === listId && c.definitionPath === BSWM_PATHS.actionListItem,
    );

  const findingsOf = (id: string) => findings.filter((f) => f.containerId === id);
  const listView = (row: ActionListRow | undefined): RuleListView | undefined => {
    const list = row ? byPath.get(row.path) : undefined;
    if (!row || !list) return undefined;
    const containers = new Map(itemsOf(list.id).map((c) => [c.shortName, c]));
    return {
      id: list.id,
      name: row.name,
      items: row.items.flatMap((item) => {
        const container = containers.get(item.item);
        return container
          ? [
              {
                id: container.id,
                name: item.item,
                index: item.index,
                target: item.target,
                kind: item.kind,
                actionKind: item.actionKind,
                findings: findingsOf(container.id),
              },
            ]
          : [];
      }),
    };
  };

  return rows.flatMap((row) => {
    const rule = byPath.get(row.path);
    if (!rule) return [];
    const trueList = listView(row.trueList);
    const falseList = listView(row.falseList);
    const concerned = new Set<string>([rule.id]);
    for (const list of [trueList, falseList]) {
      if (!list) continue;
      concerned.add(list.id);
      for (const item of list.items) concerned.add(item.id);
    }
    const expressionId = rule.references.BswMRuleExpressionRef?.[0];
    const expression = expressionId ? byId.get(expressionId) : undefined;
    return [
      {
        id: rule.id,
        name: row.rule,
        expression: row.expression,
        expressionName: expression?.shortName,
        trueList,
        falseList,
        findings: findings.filter((f) => f.containerId !== undefined && concerned.has(f.containerId)),
      },
    ];
  });
}

/** One item as a tag reads: `1 · CanSM_Start (ComM mode switch)`; `kindLabel` names the item's kind. */
export function itemText(item: RuleItemView, kindLabel: string): string {
  const index = item.index === undefined ? '–' : String(item.index);
  return `${index} · ${item.target || '?'} (${kindLabel})`;
}
