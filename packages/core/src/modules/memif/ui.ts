import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

/** Labels of the MemIf definition, keyed by definition path. */
export const MEMIF_UI: ModuleUi = uiTable('/MemIf', {
  '': ['存储抽象接口', 'Memory Abstraction Interface'],
  MemIfGeneral: ['通用配置', 'General'],
  'MemIfGeneral/MemIfDevErrorDetect': ['开发错误检测', 'Development error detection'],
  'MemIfGeneral/MemIfNumberOfDevices': ['设备数量', 'Number of devices'],
  'MemIfGeneral/MemIfVersionInfoApi': ['版本信息接口', 'Version info API'],
});
