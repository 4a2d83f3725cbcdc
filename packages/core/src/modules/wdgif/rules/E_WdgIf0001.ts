import { uniqueIdsRule } from '../../unique-ids.js';
import { WDGIF_PATHS } from '../definition.js';

/**
 * Every watchdog device has its own index (SWS_WatchdogInterface, WdgIfDeviceIndex: the DeviceIndex
 * argument of WdgIf_SetMode and WdgIf_SetTriggerCondition selects the driver instance, so one index
 * names one device).
 */
export const E_WdgIf0001 = uniqueIdsRule(
  'E_WdgIf0001',
  {
    zh_cn: '看门狗设备索引（WdgIfDeviceIndex）不能重复',
    en_us: 'Watchdog device indexes (WdgIfDeviceIndex) are unique',
  },
  [{ holders: [{ path: WDGIF_PATHS.device, param: 'WdgIfDeviceIndex' }] }],
);
