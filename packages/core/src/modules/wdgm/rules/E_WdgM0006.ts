import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { WDGM_PATHS, WDGM_REFS } from '../definition.js';

const MESSAGE = {
  zh_cn: '{param} 引用了其他受监控实体的检查点 {checkpoint}，内部逻辑监控只能使用本实体的检查点',
  en_us:
    '{param} refers to checkpoint {checkpoint} of another supervised entity: an internal graph uses its own checkpoints',
};

/**
 * The internal logical supervision graph of a supervised entity is made of that entity's checkpoints:
 * its initial and final references and both ends of its internal transitions point at its own
 * WdgMCheckpoint containers; transitions between entities are external logical supervision. Source:
 * SWS_WatchdogManager, internal and external logical supervision.
 */
export const E_WdgM0006: ModuleRule = {
  code: 'E_WdgM0006',
  severity: 'error',
  description: {
    zh_cn: '内部逻辑监控图只使用本受监控实体的检查点',
    en_us: 'An internal logical supervision graph uses the checkpoints of its own supervised entity',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const check = (holder: ContainerValue, entityId: string, param: string): void => {
      for (const target of holder.references[param] ?? []) {
        const checkpoint = ctx.container(target);
        if (!checkpoint || checkpoint.parentId === entityId) continue;
        rows.push(ctx.report(holder, MESSAGE, { param, checkpoint: ctx.pathOf(checkpoint) }, param));
      }
    };
    for (const entity of ctx.containersOf(WDGM_PATHS.supervisedEntity)) {
      check(entity, entity.id, WDGM_REFS.internalInitial);
      check(entity, entity.id, WDGM_REFS.internalFinal);
      for (const transition of ctx.childrenOf(entity, WDGM_PATHS.internalTransition)) {
        check(transition, entity.id, WDGM_REFS.internalSource);
        check(transition, entity.id, WDGM_REFS.internalDest);
      }
    }
    return rows;
  },
};
