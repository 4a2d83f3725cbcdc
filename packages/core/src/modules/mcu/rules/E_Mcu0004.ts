import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { MCU_PATHS } from '../definition.js';

const REPEATED = {
  zh_cn: 'MCU 模式 ID {value} 已被 {other} 使用',
  en_us: 'MCU mode id {value} is already used by {other}',
};

const OUT_OF_RANGE = {
  zh_cn: 'MCU 模式 ID {value} 不小于模式数量 McuNumberOfMcuModes（{count}）',
  en_us: 'MCU mode id {value} is not below the number of modes McuNumberOfMcuModes ({count})',
};

/**
 * The modes Mcu_SetMode accepts are ids 0 to McuNumberOfMcuModes - 1 (SWS_Mcu_00020: a mode outside the
 * configured ones is refused with MCU_E_PARAM_MODE; ECUC_Mcu_00171: the number of the configured
 * McuModeSettingConf), each naming one McuModeSettingConf (ECUC_Mcu_00176). So every McuMode is unique and
 * below McuNumberOfMcuModes — which also keeps the number of mode settings within McuNumberOfMcuModes.
 * A repeated id is reported on the later mode, naming the first; an id out of range on its mode.
 */
export const E_Mcu0004: ModuleRule = {
  code: 'E_Mcu0004',
  severity: 'error',
  description: {
    zh_cn: 'MCU 模式 ID 唯一且小于 McuNumberOfMcuModes',
    en_us: 'MCU mode ids are unique and below McuNumberOfMcuModes',
  },
  check(ctx) {
    const [configuration] = ctx.containersOf(MCU_PATHS.moduleConfiguration);
    const count = configuration && ctx.integer(configuration, 'McuNumberOfMcuModes');
    const rows: VerifyRow[] = [];
    const owners = new Map<bigint, ContainerValue>();
    for (const mode of ctx.containersOf(MCU_PATHS.modeSetting)) {
      const id = ctx.integer(mode, 'McuMode');
      if (id === undefined) continue;
      const other = owners.get(id);
      if (other)
        rows.push(ctx.report(mode, REPEATED, { value: String(id), other: ctx.pathOf(other) }, 'McuMode'));
      else owners.set(id, mode);
      if (count !== undefined && id >= count)
        rows.push(ctx.report(mode, OUT_OF_RANGE, { value: String(id), count: String(count) }, 'McuMode'));
    }
    return rows;
  },
};
