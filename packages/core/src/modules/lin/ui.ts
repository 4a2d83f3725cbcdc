import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

/** Labels of the Lin definition, keyed by definition path. */
export const LIN_UI: ModuleUi = {
  ...uiTable('/Lin', {
    '': ['LIN 驱动', 'LIN Driver'],
    LinGeneral: ['通用配置', 'General'],
    LinGlobalConfig: ['全局配置', 'Global configuration'],
    'LinGlobalConfig/LinChannel': [
      'LIN 通道',
      'LIN channel',
      {
        columns: [
          'LinChannelId',
          'LinChannelBaudRate',
          'LinChannelWakeupSupport',
          'LinClockRef',
          'LinChannelEcuMWakeupSource',
        ],
      },
    ],
    LinDemEventParameterRefs: ['DEM 事件引用', 'DEM event references'],
  }),
  ...uiTable('/Lin/LinGeneral', {
    LinDevErrorDetect: ['开发错误检测', 'Development error detection'],
    LinIndex: ['驱动索引', 'Driver index'],
    LinTimeoutDuration: ['硬件等待超时循环数', 'Hardware wait timeout (loops)'],
    LinVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
  ...uiTable('/Lin/LinGlobalConfig/LinChannel', {
    LinChannelId: ['通道 ID', 'Channel id'],
    LinChannelBaudRate: ['波特率', 'Baud rate', { unit: 'bit/s' }],
    LinChannelWakeupSupport: ['唤醒支持', 'Wakeup support'],
    LinClockRef: ['时钟引用', 'Clock reference'],
    LinChannelEcuMWakeupSource: ['唤醒源引用', 'Wakeup source reference'],
  }),
  ...uiTable('/Lin/LinDemEventParameterRefs', {
    LIN_E_TIMEOUT: ['超时事件', 'Timeout event'],
  }),
};
