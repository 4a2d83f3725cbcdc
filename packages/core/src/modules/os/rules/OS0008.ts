import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '应用模式（OsAppMode）必须少于 8 个，当前为 {count}',
  en_us: 'There must be fewer than 8 application modes (OsAppMode), there are {count}',
};

/** Application modes are bits of an 8-bit autostart mask. */
export const OS0008: OsCheck = {
  code: 'OS0008',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: { zh_cn: '应用模式少于 8 个', en_us: 'Fewer than 8 application modes' },
  rationale:
    'Autostart of tasks, alarms and schedule tables is generated as an 8-bit mask per object with one bit per mode, one of which is kept for OSDEFAULTAPPMODE.',
  source: 'OSEK OS 2.2.3 §13.7 (AppModeType); spec §8 and §9 (app modes fewer than 8)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const eighth = os.appModes[7];
    if (!eighth) return [];
    return [ctx.report(eighth, MESSAGE, { count: os.appModes.length })];
  },
};
