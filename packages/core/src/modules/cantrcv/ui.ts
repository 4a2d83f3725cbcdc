import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const WAKEUP: LocalizedText = { zh_cn: '唤醒', en_us: 'Wakeup' };

/** Labels of the CanTrcv definition, keyed by definition path. */
export const CANTRCV_UI: ModuleUi = {
  ...uiTable('/CanTrcv', {
    '': ['CAN 收发器驱动', 'CAN Transceiver Driver'],
    CanTrcvGeneral: ['通用配置', 'General'],
    CanTrcvConfigSet: ['配置集', 'Configuration set'],
    'CanTrcvConfigSet/CanTrcvChannel': [
      '收发器通道',
      'Transceiver channel',
      {
        columns: [
          'CanTrcvChannelId',
          'CanTrcvChannelUsed',
          'CanTrcvInitState',
          'CanTrcvMaxBaudrate',
          'CanTrcvWakeupByBusUsed',
          'CanTrcvHwPnSupport',
          'CanTrcvControlsPowerSupply',
          'CanTrcvAccess',
          'CanTrcvPartialNetwork',
        ],
      },
    ],
    'CanTrcvConfigSet/CanTrcvChannel/CanTrcvAccess': ['访问方式', 'Access'],
    'CanTrcvConfigSet/CanTrcvChannel/CanTrcvAccess/CanTrcvDioAccess': ['DIO 访问', 'DIO access'],
    'CanTrcvConfigSet/CanTrcvChannel/CanTrcvAccess/CanTrcvDioAccess/CanTrcvDioChannelAccess': [
      'DIO 引脚',
      'DIO pin',
      { columns: ['CanTrcvHardwareInterfaceName', 'CanTrcvDioSymNameRef'] },
    ],
    'CanTrcvConfigSet/CanTrcvChannel/CanTrcvAccess/CanTrcvSpiSequence': ['SPI 访问', 'SPI access'],
    'CanTrcvConfigSet/CanTrcvChannel/CanTrcvDemEventParameterRefs': ['DEM 事件引用', 'DEM event references'],
    'CanTrcvConfigSet/CanTrcvChannel/CanTrcvPartialNetwork': ['局部网络', 'Partial network'],
    'CanTrcvConfigSet/CanTrcvChannel/CanTrcvPartialNetwork/CanTrcvPnFrameDataMaskSpec': [
      '唤醒帧数据掩码',
      'Wakeup frame data mask',
      { columns: ['CanTrcvPnFrameDataMaskIndex', 'CanTrcvPnFrameDataMask'] },
    ],
  }),
  ...uiTable('/CanTrcv/CanTrcvGeneral', {
    CanTrcvDevErrorDetect: ['开发错误检测', 'Development error detection'],
    CanTrcvGetVersionInfo: ['版本信息接口', 'Version info API'],
    CanTrcvIndex: ['驱动索引', 'Driver index'],
    CanTrcvMainFunctionPeriod: ['主函数周期', 'Main function period', { unit: 's' }],
    CanTrcvMainFunctionDiagnosticsPeriod: [
      '诊断主函数周期',
      'Diagnostics main function period',
      { unit: 's' },
    ],
    CanTrcvSPICommRetries: ['SPI 通信重试次数', 'SPI communication retries'],
    CanTrcvSPICommTimeout: ['SPI 通信超时', 'SPI communication timeout'],
    CanTrcvTimerType: ['定时器类型', 'Timer type'],
    CanTrcvWaitTime: ['模式切换等待时间', 'Mode change wait time', { unit: 's' }],
    CanTrcvWakeUpSupport: ['唤醒支持', 'Wakeup support'],
    CanTrcvEcucPartitionRef: ['分区引用', 'Partition references'],
  }),
  ...uiTable('/CanTrcv/CanTrcvConfigSet/CanTrcvChannel', {
    CanTrcvChannelId: ['通道 ID', 'Channel id'],
    CanTrcvChannelUsed: ['使用该通道', 'Channel used'],
    CanTrcvControlsPowerSupply: ['控制 ECU 电源', 'Controls power supply'],
    CanTrcvHwPnSupport: ['硬件局部网络支持', 'Hardware partial networking'],
    CanTrcvInitState: ['初始状态', 'Initial state'],
    CanTrcvMaxBaudrate: ['最大波特率', 'Maximum baud rate', { unit: 'kbit/s' }],
    CanTrcvWakeupByBusUsed: ['总线唤醒', 'Wakeup by bus', { group: WAKEUP }],
    CanTrcvIcuChannelRef: ['ICU 通道引用', 'ICU channel reference', { group: WAKEUP }],
    CanTrcvWakeupSourceRef: ['唤醒源引用', 'Wakeup source reference', { group: WAKEUP }],
    CanTrcvPorWakeupSourceRef: ['上电唤醒源引用', 'Power-on wakeup source', { group: WAKEUP }],
    CanTrcvSyserrWakeupSourceRef: ['系统错误唤醒源引用', 'System error wakeup source', { group: WAKEUP }],
    'CanTrcvAccess/CanTrcvDioAccess/CanTrcvDioChannelAccess/CanTrcvHardwareInterfaceName': [
      '收发器引脚名',
      'Transceiver pin name',
    ],
    'CanTrcvAccess/CanTrcvDioAccess/CanTrcvDioChannelAccess/CanTrcvDioSymNameRef': [
      'DIO 引用',
      'DIO reference',
    ],
    'CanTrcvAccess/CanTrcvSpiSequence/CanTrcvSpiSequenceName': ['SPI 序列引用', 'SPI sequence references'],
  }),
  ...uiTable('/CanTrcv/CanTrcvConfigSet/CanTrcvChannel/CanTrcvPartialNetwork', {
    CanTrcvBaudRate: ['波特率', 'Baud rate', { unit: 'kbit/s' }],
    CanTrcvPnEnabled: ['启用局部网络', 'Partial networking enabled'],
    CanTrcvPnFrameCanId: ['唤醒帧 CAN ID', 'Wakeup frame CAN id'],
    CanTrcvPnFrameCanIdMask: ['唤醒帧 CAN ID 掩码', 'Wakeup frame CAN id mask'],
    CanTrcvPnCanIdIsExtended: ['扩展帧 ID', 'Extended CAN id'],
    CanTrcvPnFrameDlc: ['唤醒帧 DLC', 'Wakeup frame DLC'],
    CanTrcvBusErrFlag: ['总线错误标志', 'Bus error flag'],
    CanTrcvPowerOnFlag: ['上电标志', 'Power-on flag'],
  }),
};
