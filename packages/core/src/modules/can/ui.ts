import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const PROCESSING: LocalizedText = { zh_cn: '处理方式', en_us: 'Processing' };
const WAKEUP: LocalizedText = { zh_cn: '唤醒', en_us: 'Wakeup' };
const BIT_TIMING: LocalizedText = { zh_cn: '位时序', en_us: 'Bit timing' };

const bitTiming = {
  CanControllerPropSeg: ['传播段', 'Propagation segment', { unit: 'tq', group: BIT_TIMING }],
  CanControllerSeg1: ['相位缓冲段 1', 'Phase segment 1', { unit: 'tq', group: BIT_TIMING }],
  CanControllerSeg2: ['相位缓冲段 2', 'Phase segment 2', { unit: 'tq', group: BIT_TIMING }],
  CanControllerSyncJumpWidth: [
    '同步跳转宽度',
    'Synchronisation jump width',
    { unit: 'tq', group: BIT_TIMING },
  ],
} as const;

/** Labels of the Can definition, keyed by definition path. */
export const CAN_UI: ModuleUi = {
  ...uiTable('/Can', {
    '': ['CAN 驱动', 'CAN Driver'],
    CanGeneral: ['通用配置', 'General'],
    'CanGeneral/CanMainFunctionRWPeriods': [
      '读写主函数周期',
      'Read/write main function periods',
      { columns: ['CanMainFunctionPeriod'] },
    ],
    'CanGeneral/CanIcomGeneral': ['Icom 通用配置', 'Icom general'],
    CanConfigSet: ['配置集', 'Configuration set'],
    'CanConfigSet/CanController': [
      '控制器',
      'Controller',
      {
        columns: [
          'CanControllerId',
          'CanControllerActivation',
          'CanControllerBaseAddress',
          'CanControllerDefaultBaudrate',
          'CanTxProcessing',
          'CanRxProcessing',
          'CanBusoffProcessing',
          'CanWakeupSupport',
          'CanCpuClockRef',
          'CanControllerBaudrateConfig',
        ],
      },
    ],
    'CanConfigSet/CanController/CanControllerBaudrateConfig': [
      '波特率配置',
      'Baud rate configuration',
      {
        columns: [
          'CanControllerBaudRateConfigID',
          'CanControllerBaudRate',
          'CanControllerPropSeg',
          'CanControllerSeg1',
          'CanControllerSeg2',
          'CanControllerSyncJumpWidth',
          'CanControllerFdBaudrateConfig',
        ],
      },
    ],
    'CanConfigSet/CanController/CanControllerBaudrateConfig/CanControllerFdBaudrateConfig': [
      'CAN FD 数据段波特率',
      'CAN FD data phase baud rate',
    ],
    'CanConfigSet/CanController/CanTTController': ['TTCAN 控制器', 'TTCAN controller'],
    'CanConfigSet/CanHardwareObject': [
      '硬件对象',
      'Hardware object',
      {
        columns: [
          'CanObjectId',
          'CanObjectType',
          'CanHandleType',
          'CanIdType',
          'CanControllerRef',
          'CanHwObjectCount',
          'CanFdPaddingValue',
          'CanHardwareObjectUsesPolling',
          'CanTriggerTransmitEnable',
          'CanHwFilter',
        ],
      },
    ],
    'CanConfigSet/CanHardwareObject/CanHwFilter': [
      '硬件过滤器',
      'Hardware filter',
      { columns: ['CanHwFilterCode', 'CanHwFilterMask'] },
    ],
    'CanConfigSet/CanHardwareObject/CanTTHardwareObjectTrigger': ['TTCAN 触发器', 'TTCAN trigger'],
    'CanConfigSet/CanIcom': ['Icom 配置', 'Icom'],
    'CanConfigSet/CanIcom/CanIcomConfig': ['Icom 唤醒配置', 'Icom configuration'],
    'CanConfigSet/CanIcom/CanIcomConfig/CanIcomWakeupCauses': ['唤醒原因', 'Wakeup causes'],
    'CanConfigSet/CanIcom/CanIcomConfig/CanIcomWakeupCauses/CanIcomRxMessage': [
      '唤醒报文',
      'Wakeup message',
      { columns: ['CanIcomMessageId', 'CanIcomMessageIdMask', 'CanIcomCounterValue'] },
    ],
    'CanConfigSet/CanIcom/CanIcomConfig/CanIcomWakeupCauses/CanIcomRxMessage/CanIcomRxMessageSignalConfig': [
      '唤醒信号条件',
      'Wakeup signal condition',
    ],
  }),
  ...uiTable('/Can/CanGeneral', {
    CanDevErrorDetect: ['开发错误检测', 'Development error detection'],
    CanIndex: ['驱动索引', 'Driver index'],
    CanLPduReceiveCalloutFunction: ['L-PDU 接收回调函数', 'L-PDU receive callout'],
    CanMainFunctionBusoffPeriod: ['总线关闭主函数周期', 'Bus-off main function period', { unit: 's' }],
    CanMainFunctionModePeriod: ['模式主函数周期', 'Mode main function period', { unit: 's' }],
    CanMainFunctionWakeupPeriod: ['唤醒主函数周期', 'Wakeup main function period', { unit: 's' }],
    CanMultiplexedTransmission: ['多路发送', 'Multiplexed transmission'],
    CanPublicIcomSupport: ['Icom 支持', 'Icom support'],
    CanSetBaudrateApi: ['SetBaudrate 接口', 'SetBaudrate API'],
    CanTimeoutDuration: ['超时时长', 'Timeout duration', { unit: 's' }],
    CanVersionInfoApi: ['版本信息接口', 'Version info API'],
    CanEcucPartitionRef: ['分区引用', 'Partition references'],
    CanOsCounterRef: ['OS 计数器引用', 'OS counter reference'],
    CanSupportTTCANRef: ['TTCAN 支持引用', 'TTCAN support reference'],
    'CanMainFunctionRWPeriods/CanMainFunctionPeriod': ['主函数周期', 'Main function period', { unit: 's' }],
    'CanIcomGeneral/CanIcomLevel': ['Icom 等级', 'Icom level'],
    'CanIcomGeneral/CanIcomVariant': ['Icom 实现方式', 'Icom variant'],
  }),
  ...uiTable('/Can/CanConfigSet/CanController', {
    CanControllerId: ['控制器 ID', 'Controller id'],
    CanControllerActivation: ['启用控制器', 'Controller active'],
    CanControllerBaseAddress: ['寄存器基地址', 'Register base address'],
    CanControllerDefaultBaudrate: ['默认波特率', 'Default baud rate'],
    CanCpuClockRef: ['时钟源引用', 'Clock reference'],
    CanBusoffProcessing: ['总线关闭处理', 'Bus-off processing', { group: PROCESSING }],
    CanRxProcessing: ['接收处理', 'Rx processing', { group: PROCESSING }],
    CanTxProcessing: ['发送处理', 'Tx processing', { group: PROCESSING }],
    CanWakeupProcessing: ['唤醒处理', 'Wakeup processing', { group: WAKEUP }],
    CanWakeupSupport: ['支持唤醒', 'Wakeup support', { group: WAKEUP }],
    CanWakeupFunctionalityAPI: ['唤醒功能接口', 'Wakeup functionality API', { group: WAKEUP }],
    CanWakeupSourceRef: ['唤醒源引用', 'Wakeup source reference', { group: WAKEUP }],
  }),
  ...uiTable('/Can/CanConfigSet/CanController/CanControllerBaudrateConfig', {
    CanControllerBaudRate: ['波特率', 'Baud rate', { unit: 'kbit/s' }],
    CanControllerBaudRateConfigID: ['波特率配置 ID', 'Baud rate configuration id'],
    ...bitTiming,
  }),
  ...uiTable('/Can/CanConfigSet/CanController/CanControllerBaudrateConfig/CanControllerFdBaudrateConfig', {
    CanControllerFdBaudRate: ['数据段波特率', 'Data phase baud rate', { unit: 'kbit/s' }],
    ...bitTiming,
    CanControllerSspOffset: ['发送器延迟补偿偏移', 'Transmitter delay compensation offset'],
    CanControllerTxBitRateSwitch: ['发送时切换波特率 (BRS)', 'Bit rate switch on transmit (BRS)'],
  }),
  ...uiTable('/Can/CanConfigSet/CanHardwareObject', {
    CanObjectId: ['对象 ID', 'Object id'],
    CanObjectType: ['对象类型', 'Object type'],
    CanHandleType: ['句柄类型', 'Handle type'],
    CanIdType: ['CAN ID 类型', 'CAN id type'],
    CanControllerRef: ['控制器引用', 'Controller reference'],
    CanHwObjectCount: ['硬件对象数量', 'Hardware object count'],
    CanFdPaddingValue: ['CAN FD 填充值', 'CAN FD padding value'],
    CanHardwareObjectUsesPolling: ['轮询处理', 'Uses polling'],
    CanTriggerTransmitEnable: ['触发发送', 'Trigger transmit'],
    CanMainFunctionRWPeriodRef: ['读写主函数周期引用', 'Main function period reference'],
    'CanHwFilter/CanHwFilterCode': ['过滤码', 'Filter code'],
    'CanHwFilter/CanHwFilterMask': ['过滤掩码', 'Filter mask'],
  }),
  ...uiTable('/Can/CanConfigSet/CanIcom/CanIcomConfig', {
    CanIcomConfigId: ['Icom 配置 ID', 'Icom configuration id'],
    CanIcomWakeOnBusOff: ['总线关闭时唤醒', 'Wake on bus-off'],
    'CanIcomWakeupCauses/CanIcomRxMessage/CanIcomMessageId': ['报文 ID', 'Message id'],
    'CanIcomWakeupCauses/CanIcomRxMessage/CanIcomMessageIdMask': ['报文 ID 掩码', 'Message id mask'],
    'CanIcomWakeupCauses/CanIcomRxMessage/CanIcomCounterValue': ['接收次数', 'Reception count'],
  }),
};
