import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CAN_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: 'CanControllerBaudRateConfigID {value} 在本控制器中已被 {other} 使用',
  en_us: 'CanControllerBaudRateConfigID {value} is already used by {other} in this controller',
};

/**
 * The baud rate configurations of one controller have distinct ids (SWS_CANDriver, parameter
 * CanControllerBaudRateConfigID: the id Can_SetBaudrate selects a configuration of the controller by).
 */
export const E_Can0005: ModuleRule = {
  code: 'E_Can0005',
  severity: 'error',
  description: {
    zh_cn: '同一控制器的波特率配置 ID 不能重复',
    en_us: 'Baud rate configuration ids are unique within a controller',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const controller of ctx.containersOf(CAN_PATHS.controller)) {
      const owners = new Map<bigint, ContainerValue>();
      for (const config of ctx.childrenOf(controller, CAN_PATHS.baudrateConfig)) {
        const id = ctx.integer(config, 'CanControllerBaudRateConfigID');
        if (id === undefined) continue;
        const other = owners.get(id);
        if (other) {
          rows.push(
            ctx.report(
              config,
              MESSAGE,
              { value: String(id), other: ctx.pathOf(other) },
              'CanControllerBaudRateConfigID',
            ),
          );
        } else owners.set(id, config);
      }
    }
    return rows;
  },
};
