import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CAN_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: 'CanControllerId {value} 已被 {other} 使用',
  en_us: 'CanControllerId {value} is already used by {other}',
};

/**
 * Every controller of one CAN driver has its own id (SWS_CANDriver, parameter CanControllerId: the
 * controller's id is unique within the driver and is the Controller argument of the Can API).
 */
export const E_Can0001: ModuleRule = {
  code: 'E_Can0001',
  severity: 'error',
  description: {
    zh_cn: '同一 CAN 驱动中控制器 ID（CanControllerId）不能重复',
    en_us: 'Controller ids (CanControllerId) are unique within a CAN driver',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const owners = new Map<bigint, ContainerValue>();
    for (const controller of ctx.containersOf(CAN_PATHS.controller)) {
      const id = ctx.integer(controller, 'CanControllerId');
      if (id === undefined) continue;
      const other = owners.get(id);
      if (other) {
        rows.push(
          ctx.report(controller, MESSAGE, { value: String(id), other: ctx.pathOf(other) }, 'CanControllerId'),
        );
      } else owners.set(id, controller);
    }
    return rows;
  },
};
