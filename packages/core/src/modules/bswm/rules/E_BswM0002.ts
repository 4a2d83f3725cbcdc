import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { BSWM_PATHS } from '../definition.js';
import { findCycles } from '../../graph-cycles.js';

const MESSAGE = {
  zh_cn: '动作列表通过嵌套包含自身：{cycle}',
  en_us: 'An action list contains itself through nested lists: {cycle}',
};

/**
 * No action list executes itself again: an action list item may name another action list, or a rule whose
 * true and false lists are then executed (nested rule execution), and following those references must never
 * come back to a list on the way, or the BswM's execution of the list never ends. Each cycle is reported
 * once, on the item of its earliest list that starts it, and named in order (`ListA → ListB → ListA`, with
 * the rules passed on the way). Source: SWS BswM, ECUC BswMActionListItemRef (an action, action list or
 * rule) and the nested execution of action lists and rules in chapter 7.
 */
export const E_BswM0002: ModuleRule = {
  code: 'E_BswM0002',
  severity: 'error',
  description: {
    zh_cn: '动作列表不能通过嵌套的列表或规则包含自身',
    en_us: 'An action list does not contain itself through nested lists or rules',
  },
  check(ctx) {
    const lists = ctx.containersOf(BSWM_PATHS.actionList);
    const rules = ctx.containersOf(BSWM_PATHS.rule);
    const byId = new Map<string, ContainerValue>([...lists, ...rules].map((c) => [c.id, c]));
    /** Per list, its items in order with the container each names. */
    const items = new Map<string, { item: ContainerValue; target: string }[]>();
    for (const list of lists)
      items.set(
        list.id,
        ctx
          .childrenOf(list, BSWM_PATHS.actionListItem)
          .flatMap((item) =>
            (item.references.BswMActionListItemRef ?? []).map((target) => ({ item, target })),
          ),
      );
    const successors = (id: string): string[] => {
      const listItems = items.get(id);
      if (listItems) return listItems.map((i) => i.target).filter((t) => byId.has(t));
      const rule = byId.get(id);
      if (!rule) return [];
      return [
        ...(rule.references.BswMRuleTrueActionList ?? []),
        ...(rule.references.BswMRuleFalseActionList ?? []),
      ];
    };
    const rows: VerifyRow[] = [];
    for (const cycle of findCycles(
      [...lists, ...rules].map((c) => c.id),
      successors,
    )) {
      // A cycle through rules only, without a list, cannot exist: rules lead to lists.
      const startIndex = cycle.findIndex((id) => items.has(id));
      const rotated = [...cycle.slice(startIndex), ...cycle.slice(0, startIndex)];
      const [start] = rotated;
      if (start === undefined) continue;
      const next = rotated[1] ?? start;
      const item = items.get(start)?.find((i) => i.target === next)?.item ?? byId.get(start);
      if (!item) continue;
      const names = [...rotated, start].map((id) => byId.get(id)?.shortName ?? id);
      rows.push(ctx.report(item, MESSAGE, { cycle: names.join(' → ') }, 'BswMActionListItemRef'));
    }
    return rows;
  },
};
