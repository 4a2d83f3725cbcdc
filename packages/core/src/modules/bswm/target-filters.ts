/**
 * What the BswM reference pickers offer: operands of a logical expression that do not contain it
 * (E_BswM0004), and action list items naming actions, lists or rules that do not lead back to the item's own
 * list (E_BswM0002).
 */
import type { ContainerValue } from '../../ecuc/store-types.js';
import type { ReferenceTargetContext, ReferenceTargetFilter } from '../../ecuc/types.js';
import { BSWM_PATHS } from './definition.js';

/** Whether `to` is reached from `from` through the successors given (the start itself included). */
function reaches(from: string, to: string, successors: (id: string) => readonly string[]): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() ?? '';
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...successors(id));
  }
  return false;
}

/** What an action list, or a rule, runs next: the targets of the list's items, the rule's lists. */
function runs(ctx: ReferenceTargetContext): (id: string) => readonly string[] {
  const itemsByList = new Map<string, string[]>();
  for (const item of ctx.containersOf(BSWM_PATHS.actionListItem)) {
    if (item.parentId === null) continue;
    const targets = itemsByList.get(item.parentId) ?? [];
    targets.push(...(item.references.BswMActionListItemRef ?? []));
    itemsByList.set(item.parentId, targets);
  }
  return (id) => {
    const listTargets = itemsByList.get(id);
    if (listTargets) return listTargets;
    const rule: ContainerValue | undefined = ctx.container(id);
    if (rule?.definitionPath !== BSWM_PATHS.rule) return [];
    return [
      ...(rule.references.BswMRuleTrueActionList ?? []),
      ...(rule.references.BswMRuleFalseActionList ?? []),
    ];
  };
}

/** The BswM module's target filters, by reference definition path. */
export const bswMTargetFilters: Readonly<Record<string, ReferenceTargetFilter>> = {
  [`${BSWM_PATHS.logicalExpression}/BswMArgumentRef`]: (candidate, ctx) =>
    candidate.definitionPath !== BSWM_PATHS.logicalExpression ||
    !reaches(candidate.id, ctx.holder.id, (id) => ctx.container(id)?.references.BswMArgumentRef ?? []),
  [`${BSWM_PATHS.actionListItem}/BswMActionListItemRef`]: (candidate, ctx) => {
    const list = ctx.holder.parentId;
    if (list === null || candidate.definitionPath === BSWM_PATHS.action) return true;
    return !reaches(candidate.id, list, runs(ctx));
  },
};
