import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CAN_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '默认波特率 {target} 不属于控制器 {controller}',
  en_us: 'The default baud rate {target} is not one of controller {controller}',
};

/**
 * A controller's default baud rate is one of its own baud rate configurations (SWS_CANDriver,
 * reference CanControllerDefaultBaudrate: it selects among the CanControllerBaudrateConfig
 * containers configured for this controller).
 */
export const E_Can0002: ModuleRule = {
  code: 'E_Can0002',
  severity: 'error',
  description: {
    zh_cn: '控制器的默认波特率必须是该控制器自己的波特率配置',
    en_us: "A controller's default baud rate is one of its own baud rate configurations",
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const controller of ctx.containersOf(CAN_PATHS.controller)) {
      for (const targetId of controller.references.CanControllerDefaultBaudrate ?? []) {
        const target = targetId === '' ? undefined : ctx.container(targetId);
        if (!target || target.definitionPath !== CAN_PATHS.baudrateConfig) continue;
        if (target.parentId === controller.id) continue;
        rows.push(
          ctx.report(
            controller,
            MESSAGE,
            { target: ctx.pathOf(target), controller: ctx.pathOf(controller) },
            'CanControllerDefaultBaudrate',
          ),
        );
      }
    }
    return rows;
  },
};
