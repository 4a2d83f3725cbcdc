import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CAN_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: 'CanObjectId {value} 已被 {other} 使用',
  en_us: 'CanObjectId {value} is already used by {other}',
};

/**
 * Every hardware object of one CAN driver has its own handle id (SWS_CANDriver, parameter
 * CanObjectId: HRH and HTH ids share one range that is unique within the driver).
 */
export const E_Can0003: ModuleRule = {
  code: 'E_Can0003',
  severity: 'error',
  description: {
    zh_cn: '同一 CAN 驱动中硬件对象 ID（CanObjectId）不能重复',
    en_us: 'Hardware object ids (CanObjectId) are unique within a CAN driver',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const owners = new Map<bigint, ContainerValue>();
    for (const object of ctx.containersOf(CAN_PATHS.hardwareObject)) {
      const id = ctx.integer(object, 'CanObjectId');
      if (id === undefined) continue;
      const other = owners.get(id);
      if (other) {
        rows.push(
          ctx.report(object, MESSAGE, { value: String(id), other: ctx.pathOf(other) }, 'CanObjectId'),
        );
      } else owners.set(id, object);
    }
    return rows;
  },
};
