/**
 * Handle ids and other numbers that name one object each within a module instance: one rule factory for
 * the modules whose APIs take such ids (a PDU id CanIf or LdCom is called with, a controller id). Each
 * id space lists the parameters whose values share it; every later container holding a value already
 * held in its space is reported, naming the first holder.
 */
import type { ContainerValue } from '../ecuc/store-types.js';
import type { LocalizedText } from '../ecuc/types.js';
import type { ModuleRule, VerifyRow } from '../verify/types.js';

/** One parameter of an id space: a container definition path and the parameter on it. */
export interface IdHolder {
  path: string;
  param: string;
}

/** Ids that must differ from each other. */
export interface IdSpace {
  holders: readonly IdHolder[];
}

const MESSAGE = {
  zh_cn: '{param} {value} 已被 {other} 使用',
  en_us: '{param} {value} is already used by {other}',
};

/** A rule reporting every id of a space that an earlier container of the module instance already holds. */
export function uniqueIdsRule(
  code: string,
  description: LocalizedText,
  spaces: readonly IdSpace[],
): ModuleRule {
  return {
    code,
    severity: 'error',
    description,
    check(ctx) {
      const rows: VerifyRow[] = [];
      for (const space of spaces) {
        const owners = new Map<bigint, ContainerValue>();
        for (const { path, param } of space.holders) {
          for (const container of ctx.containersOf(path)) {
            const id = ctx.integer(container, param);
            if (id === undefined) continue;
            const other = owners.get(id);
            if (other)
              rows.push(
                ctx.report(container, MESSAGE, { param, value: String(id), other: ctx.pathOf(other) }, param),
              );
            else owners.set(id, container);
          }
        }
      }
      return rows;
    },
  };
}
