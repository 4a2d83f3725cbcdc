import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

/** Labels of the WdgIf definition, keyed by definition path. */
export const WDGIF_UI: ModuleUi = {
  ...uiTable('/WdgIf', {
    '': ['看门狗接口', 'Watchdog Interface'],
    WdgIfGeneral: ['通用配置', 'General'],
    WdgIfDevice: ['看门狗设备', 'Watchdog device', { columns: ['WdgIfDeviceIndex', 'WdgIfDriverRef'] }],
  }),
  ...uiTable('/WdgIf/WdgIfGeneral', {
    WdgIfDevErrorDetect: ['开发错误检测', 'Development error detection'],
    WdgIfVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
  ...uiTable('/WdgIf/WdgIfDevice', {
    WdgIfDeviceIndex: ['设备索引', 'Device index'],
    WdgIfDriverRef: ['看门狗驱动引用', 'Watchdog driver reference'],
  }),
};
