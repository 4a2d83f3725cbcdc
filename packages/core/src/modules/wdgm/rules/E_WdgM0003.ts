import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { WDGM_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '{param} {value} 已被 {other} 使用',
  en_us: '{param} {value} is already used by {other}',
};

/**
 * Supervised entities are told apart by WdgMSupervisedEntityId and the checkpoints of one entity by
 * WdgMCheckpointId: WdgM_CheckpointReached takes the pair (SEID, CheckpointID), so an entity id names one
 * entity and a checkpoint id one checkpoint of its entity (checkpoints of different entities may share
 * ids). Source: SWS_WatchdogManager, WdgM_CheckpointReached and the ids' definitions.
 */
export const E_WdgM0003: ModuleRule = {
  code: 'E_WdgM0003',
  severity: 'error',
  description: {
    zh_cn: '受监控实体 ID 唯一，检查点 ID 在其受监控实体内唯一',
    en_us: 'Supervised entity ids are unique, checkpoint ids unique within their supervised entity',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const unique = (containers: readonly ContainerValue[], param: string): void => {
      const owners = new Map<bigint, ContainerValue>();
      for (const container of containers) {
        const id = ctx.integer(container, param);
        if (id === undefined) continue;
        const other = owners.get(id);
        if (other)
          rows.push(
            ctx.report(container, MESSAGE, { param, value: String(id), other: ctx.pathOf(other) }, param),
          );
        else owners.set(id, container);
      }
    };
    const entities = ctx.containersOf(WDGM_PATHS.supervisedEntity);
    unique(entities, 'WdgMSupervisedEntityId');
    for (const entity of entities) unique(ctx.childrenOf(entity, WDGM_PATHS.checkpoint), 'WdgMCheckpointId');
    return rows;
  },
};
