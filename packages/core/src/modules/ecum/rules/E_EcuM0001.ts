import { uniqueIdsRule } from '../../unique-ids.js';
import { ECUM_PATHS } from '../definition.js';

/**
 * Every wakeup source has its own id: EcuMWakeupSourceId is the bit of the source in
 * EcuM_WakeupSourceType, so two sources with one id would be one bit of every wakeup mask, pending,
 * validated and expired event set (SWS_ECUStateManager ECUC_EcuM_00151, EcuM_WakeupSourceType).
 */
export const E_EcuM0001 = uniqueIdsRule(
  'E_EcuM0001',
  {
    zh_cn: '唤醒源 ID（EcuMWakeupSourceId，唤醒掩码中的位）不能重复',
    en_us: 'Wakeup source ids (EcuMWakeupSourceId, the bit in the wakeup mask) are unique',
  },
  [{ holders: [{ path: ECUM_PATHS.wakeupSource, param: 'EcuMWakeupSourceId' }] }],
);
