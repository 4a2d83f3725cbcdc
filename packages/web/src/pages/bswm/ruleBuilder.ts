/**
 * Building BswM rules from the rule table: what the "Add rule" and "Add item" dialogs offer, how they check
 * their input, and the bodies of the generic container calls they send. Pure.
 */
import type { ContainerValue, ParamValue, ProjectSnapshot } from '@ecuc/core/ecuc';
import { BSWM_PATHS } from '@ecuc/core/modules';
import type { ValidationFailure } from '@ecuc/core/validators';
import { checkShortName } from '../../editor/fieldRules.js';

/** What a BswMActionListItem can name. */
export type ItemTargetKind = 'action' | 'actionList' | 'rule';

export interface Choice {
  id: string;
  name: string;
}

export interface ItemTarget extends Choice {
  kind: ItemTargetKind;
}

const bswm = (snapshot: ProjectSnapshot, definitionPath: string): ContainerValue[] =>
  snapshot.containers
    .filter((c) => c.module === 'BswM' && c.instanceId === 0 && c.definitionPath === definitionPath)
    .sort((a, b) => a.position - b.position);

const choice = (c: ContainerValue): Choice => ({ id: c.id, name: c.shortName });

/** The BswMArbitration container the rules go under, if the BswM has one. */
export function arbitrationOf(snapshot: ProjectSnapshot): ContainerValue | undefined {
  return bswm(snapshot, BSWM_PATHS.arbitration)[0];
}

/** The logical expressions and the action lists a new rule can name. */
export function ruleChoices(snapshot: ProjectSnapshot): { expressions: Choice[]; lists: Choice[] } {
  return {
    expressions: bswm(snapshot, BSWM_PATHS.logicalExpression).map(choice),
    lists: bswm(snapshot, BSWM_PATHS.actionList).map(choice),
  };
}

/** What an item can name: the actions, the action lists and the rules. */
export function itemTargets(snapshot: ProjectSnapshot): ItemTarget[] {
  return [
    ...bswm(snapshot, BSWM_PATHS.action).map((c) => ({ ...choice(c), kind: 'action' as const })),
    ...bswm(snapshot, BSWM_PATHS.actionList).map((c) => ({ ...choice(c), kind: 'actionList' as const })),
    ...bswm(snapshot, BSWM_PATHS.rule).map((c) => ({ ...choice(c), kind: 'rule' as const })),
  ];
}

const itemsOf = (snapshot: ProjectSnapshot, listId: string) =>
  snapshot.containers.filter((c) => c.parentId === listId && c.definitionPath === BSWM_PATHS.actionListItem);

/** The index of a new item of a list: one above the highest (0 for the first). */
export function nextItemIndex(snapshot: ProjectSnapshot, listId: string): number {
  let highest = -1;
  for (const item of itemsOf(snapshot, listId)) {
    const value = item.values.BswMActionListItemIndex;
    const index = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
    if (index !== undefined && index > highest) highest = index;
  }
  return highest + 1;
}

/**
 * The cycle an item of `listId` naming `targetId` would close (an action list executing itself again through
 * nested lists and rules, E_BswM0002), as names from the list back to it; null when there is none.
 */
export function cycleIfAdded(snapshot: ProjectSnapshot, listId: string, targetId: string): string[] | null {
  const byId = new Map(snapshot.containers.map((c) => [c.id, c]));
  const successors = (id: string): string[] => {
    const container = byId.get(id);
    if (!container) return [];
    if (container.definitionPath === BSWM_PATHS.actionList)
      return itemsOf(snapshot, id).flatMap((item) => item.references.BswMActionListItemRef ?? []);
    if (container.definitionPath === BSWM_PATHS.rule)
      return [
        ...(container.references.BswMRuleTrueActionList ?? []),
        ...(container.references.BswMRuleFalseActionList ?? []),
      ];
    return [];
  };
  // Breadth-first from the target back to the list: the shortest way round.
  const previous = new Map<string, string | null>([[targetId, null]]);
  const queue = [targetId];
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (node === listId) {
      const way: string[] = [];
      for (let at: string | null = node; at !== null; at = previous.get(at) ?? null) way.unshift(at);
      return [listId, ...way].map((id) => byId.get(id)?.shortName ?? id);
    }
    for (const next of successors(node))
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
  }
  return null;
}

export interface RuleDraft {
  name: string;
  expressionId: string | undefined;
  trueListId: string | undefined;
  falseListId: string | undefined;
}

export type RuleDraftField = 'name' | 'expressionId' | 'lists';

/** What is wrong with a new rule, by field: its name (C name, unique), its expression, at least one list. */
export function checkRuleDraft(
  draft: RuleDraft,
  siblingNames: readonly string[],
): Partial<Record<RuleDraftField, ValidationFailure>> {
  const problems: Partial<Record<RuleDraftField, ValidationFailure>> = {};
  const name = checkShortName(draft.name, siblingNames);
  if (name) problems.name = name;
  if (!draft.expressionId) problems.expressionId = { key: 'bswm.add.expressionRequired' };
  if (!draft.trueListId && !draft.falseListId) problems.lists = { key: 'bswm.add.listRequired' };
  return problems;
}

/** The body of the generic add call that creates a rule under BswMArbitration. */
export function ruleAddBody(draft: RuleDraft, arbitrationId: string) {
  const references: Record<string, string[]> = {};
  if (draft.expressionId) references.BswMRuleExpressionRef = [draft.expressionId];
  if (draft.trueListId) references.BswMRuleTrueActionList = [draft.trueListId];
  if (draft.falseListId) references.BswMRuleFalseActionList = [draft.falseListId];
  return {
    definitionPath: BSWM_PATHS.rule,
    parentId: arbitrationId,
    instanceId: 0,
    shortName: draft.name.trim(),
    references,
  };
}

/** The body of the generic add call that appends an item naming `targetId` to a list, at `index`. */
export function itemAddBody(listId: string, targetId: string, index: number) {
  const values: Record<string, ParamValue> = { BswMActionListItemIndex: String(index) };
  return {
    definitionPath: BSWM_PATHS.actionListItem,
    parentId: listId,
    instanceId: 0,
    values,
    references: { BswMActionListItemRef: [targetId] },
  };
}

/** The names of a container's siblings (a new rule's name must differ from them). */
export function siblingNames(snapshot: ProjectSnapshot, parentId: string): string[] {
  return snapshot.containers.filter((c) => c.parentId === parentId).map((c) => c.shortName);
}
