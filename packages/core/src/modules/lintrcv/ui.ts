import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const WAKEUP: LocalizedText = { zh_cn: '唤醒', en_us: 'Wakeup' };

/** Labels of the LinTrcv definition, keyed by definition path. */
export const LINTRCV_UI: ModuleUi = {
  ...uiTable('/LinTrcv', {
    '': ['LIN 收发器驱动', 'LIN Transceiver Driver'],
    LinTrcvGeneral: ['通用配置', 'General'],
    LinTrcvChannel: [
      '收发器通道',
      'Transceiver channel',
      {
        columns: [
          'LinTrcvChannelId',
          'LinTrcvChannelUsed',
          'LinTrcvInitState',
          'LinTrcvWakeupByBusUsed',
          'LinTrcvAccess',
        ],
      },
    ],
    'LinTrcvChannel/LinTrcvAccess': ['访问方式', 'Access'],
    'LinTrcvChannel/LinTrcvAccess/LinTrcvDioAccess': ['DIO 访问', 'DIO access'],
    'LinTrcvChannel/LinTrcvAccess/LinTrcvDioAccess/LinTrcvDioChannelAccess': [
      'DIO 引脚',
      'DIO pin',
      { columns: ['LinTrcvHardwareInterfaceName', 'LinTrcvDioSymNameRef'] },
    ],
    'LinTrcvChannel/LinTrcvAccess/LinTrcvSpiSequence': ['SPI 访问', 'SPI access'],
  }),
  ...uiTable('/LinTrcv/LinTrcvGeneral', {
    LinTrcvDevErrorDetect: ['开发错误检测', 'Development error detection'],
    LinTrcvGetVersionInfo: ['版本信息接口', 'Version info API'],
    LinTrcvIndex: ['驱动索引', 'Driver index'],
    LinTrcvTimerType: ['定时器类型', 'Timer type'],
    LinTrcvWaitTime: ['模式切换等待时间', 'Mode change wait time', { unit: 's' }],
    LinTrcvWakeUpSupport: ['唤醒支持', 'Wakeup support'],
  }),
  ...uiTable('/LinTrcv/LinTrcvChannel', {
    LinTrcvChannelId: ['通道 ID', 'Channel id'],
    LinTrcvChannelUsed: ['使用该通道', 'Channel used'],
    LinTrcvInitState: ['初始状态', 'Initial state'],
    LinTrcvWakeupByBusUsed: ['总线唤醒', 'Wakeup by bus', { group: WAKEUP }],
    LinTrcvIcuChannelRef: ['ICU 通道引用', 'ICU channel reference', { group: WAKEUP }],
    LinTrcvWakeupSourceRef: ['唤醒源引用', 'Wakeup source reference', { group: WAKEUP }],
    'LinTrcvAccess/LinTrcvDioAccess/LinTrcvDioChannelAccess/LinTrcvHardwareInterfaceName': [
      '收发器引脚名',
      'Transceiver pin name',
    ],
    'LinTrcvAccess/LinTrcvDioAccess/LinTrcvDioChannelAccess/LinTrcvDioSymNameRef': [
      'DIO 引用',
      'DIO reference',
    ],
    'LinTrcvAccess/LinTrcvSpiSequence/LinTrcvSpiSequenceName': ['SPI 序列引用', 'SPI sequence references'],
  }),
};
