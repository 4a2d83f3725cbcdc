import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const TIMERS: LocalizedText = { zh_cn: '预定义定时器', en_us: 'Predefined timers' };

/** Labels of the Tm definition, keyed by definition path. */
export const TM_UI: ModuleUi = {
  ...uiTable('/Tm', {
    '': ['时间服务', 'Time Service'],
    TmGeneral: ['通用配置', 'General'],
  }),
  ...uiTable('/Tm/TmGeneral', {
    TmDevErrorDetect: ['开发错误检测', 'Development error detection'],
    TmVersionInfoApi: ['版本信息接口', 'Version info API'],
    TmEnablePredefTimer100us32bit: ['100 µs / 32 位定时器', '100 µs / 32-bit timer', { group: TIMERS }],
    TmEnablePredefTimer1us16bit: ['1 µs / 16 位定时器', '1 µs / 16-bit timer', { group: TIMERS }],
    TmEnablePredefTimer1us24bit: ['1 µs / 24 位定时器', '1 µs / 24-bit timer', { group: TIMERS }],
    TmEnablePredefTimer1us32bit: ['1 µs / 32 位定时器', '1 µs / 32-bit timer', { group: TIMERS }],
  }),
};
