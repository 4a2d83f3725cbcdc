import { uniqueIdsRule } from '../../unique-ids.js';
import { MCU_PATHS } from '../definition.js';

/**
 * Every clock setting has its own id: McuClockSettingId is the ClockSetting argument of Mcu_InitClock
 * (SWS_Mcu ECUC_Mcu_00183, SWS_Mcu_00155), so two settings with one id could not be told apart.
 */
export const E_Mcu0002 = uniqueIdsRule(
  'E_Mcu0002',
  {
    zh_cn: '时钟设置 ID（McuClockSettingId）不能重复',
    en_us: 'Clock setting ids (McuClockSettingId) are unique',
  },
  [{ holders: [{ path: MCU_PATHS.clockSetting, param: 'McuClockSettingId' }] }],
);
