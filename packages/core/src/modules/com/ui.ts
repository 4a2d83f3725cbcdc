import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

const SIGNAL_COLUMNS = [
  'ComBitPosition',
  'ComBitSize',
  'ComSignalType',
  'ComSignalEndianness',
  'ComSignalInitValue',
];

const SIGNAL_LABELS = {
  ComBitPosition: ['起始位', 'Bit position'],
  ComBitSize: ['位长度', 'Bit size'],
  ComSignalType: ['信号类型', 'Signal type'],
  ComSignalEndianness: ['字节序', 'Endianness'],
  ComSignalInitValue: ['初始值', 'Initial value'],
  ComSignalLength: ['信号长度', 'Signal length', { unit: 'B' }],
  ComHandleId: ['句柄 ID', 'Handle id'],
  ComTransferProperty: ['传输属性', 'Transfer property'],
  ComUpdateBitPosition: ['更新位位置', 'Update bit position'],
  ComTimeout: ['超时时间', 'Timeout', { unit: 's' }],
  ComNotification: ['通知函数', 'Notification'],
} as const;

/** Labels of the Com definition, keyed by definition path. */
export const COM_UI: ModuleUi = {
  ...uiTable('/Com', {
    '': ['通信', 'Communication'],
    ComGeneral: ['通用配置', 'General'],
    ComConfig: ['配置', 'Configuration'],
    'ComConfig/ComIPdu': [
      'I-PDU',
      'I-PDU',
      {
        columns: [
          'ComPduIdRef',
          'ComIPduDirection',
          'ComIPduHandleId',
          'ComIPduSignalProcessing',
          'ComIPduType',
        ],
      },
    ],
    'ComConfig/ComIPdu/ComIPduCounter': ['I-PDU 计数器', 'I-PDU counter'],
    'ComConfig/ComIPdu/ComIPduReplication': ['I-PDU 复制', 'I-PDU replication'],
    'ComConfig/ComIPdu/ComTxIPdu': ['发送 I-PDU', 'Tx I-PDU'],
    'ComConfig/ComIPdu/ComTxIPdu/ComTxModeTrue': ['发送模式(真)', 'Tx mode (true)'],
    'ComConfig/ComIPdu/ComTxIPdu/ComTxModeTrue/ComTxMode': ['发送模式', 'Tx mode'],
    'ComConfig/ComIPdu/ComTxIPdu/ComTxModeFalse': ['发送模式(假)', 'Tx mode (false)'],
    'ComConfig/ComIPdu/ComTxIPdu/ComTxModeFalse/ComTxMode': ['发送模式', 'Tx mode'],
    'ComConfig/ComIPduGroup': [
      'I-PDU 组',
      'I-PDU group',
      { columns: ['ComIPduGroupHandleId', 'ComIPduGroupGroupRef'] },
    ],
    'ComConfig/ComSignal': [
      '信号',
      'Signal',
      { columns: [...SIGNAL_COLUMNS, 'ComTransferProperty', 'ComHandleId'] },
    ],
    'ComConfig/ComSignal/ComFilter': ['过滤器', 'Filter'],
    'ComConfig/ComSignalGroup': [
      '信号组',
      'Signal group',
      { columns: ['ComHandleId', 'ComTransferProperty', 'ComUpdateBitPosition', 'ComTimeout'] },
    ],
    'ComConfig/ComSignalGroup/ComGroupSignal': ['组信号', 'Group signal', { columns: SIGNAL_COLUMNS }],
    'ComConfig/ComSignalGroup/ComGroupSignal/ComFilter': ['过滤器', 'Filter'],
    'ComConfig/ComGwMapping': ['网关映射', 'Gateway mapping'],
    'ComConfig/ComGwMapping/ComGwSource': ['网关源', 'Gateway source'],
    'ComConfig/ComGwMapping/ComGwSource/ComGwSignal': ['源信号', 'Source signal'],
    'ComConfig/ComGwMapping/ComGwSource/ComGwSourceSignalDescription': [
      '源信号描述',
      'Source signal description',
    ],
    'ComConfig/ComGwMapping/ComGwDestination': ['网关目标', 'Gateway destination'],
    'ComConfig/ComGwMapping/ComGwDestination/ComGwSignal': ['目标信号', 'Destination signal'],
    'ComConfig/ComGwMapping/ComGwDestination/ComGwDestinationDescription': [
      '目标信号描述',
      'Destination signal description',
    ],
    'ComConfig/ComGwMapping/ComGwDestination/ComGwDestinationDescription/ComFilter': ['过滤器', 'Filter'],
    'ComConfig/ComTimeBase': ['时间基准', 'Time base'],
  }),
  ...uiTable('/Com/ComGeneral', {
    ComCancellationSupport: ['取消发送支持', 'Cancellation support'],
    ComConfigurationUseDet: ['使用 DET', 'Use DET'],
    ComEnableMDTForCyclicTransmission: ['周期发送使用最小间隔', 'MDT for cyclic transmission'],
    ComEnableSignalGroupArrayApi: ['信号组数组接口', 'Signal group array API'],
    ComMetaDataSupport: ['元数据支持', 'Meta data support'],
    ComRetryFailedTransmitRequests: ['重试失败的发送', 'Retry failed transmit requests'],
    ComSupportedIPduGroups: ['支持的 I-PDU 组数', 'Supported I-PDU groups'],
    ComUserCbkHeaderFile: ['回调头文件', 'Callback header files'],
    ComVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
  ...uiTable('/Com/ComConfig', {
    ComConfigurationId: ['配置 ID', 'Configuration id'],
  }),
  ...uiTable('/Com/ComConfig/ComIPdu', {
    ComPduIdRef: ['PDU', 'PDU'],
    ComIPduDirection: ['方向', 'Direction'],
    ComIPduHandleId: ['句柄 ID', 'Handle id'],
    ComIPduSignalProcessing: ['信号处理', 'Signal processing'],
    ComIPduType: ['类型', 'Type'],
    ComIPduSignalRef: ['信号', 'Signals'],
    ComIPduSignalGroupRef: ['信号组', 'Signal groups'],
    ComIPduGroupRef: ['I-PDU 组', 'I-PDU groups'],
  }),
  ...uiTable('/Com/ComConfig/ComIPdu/ComTxIPdu', {
    ComMinimumDelayTime: ['最小延迟时间', 'Minimum delay time', { unit: 's' }],
    ComTxIPduUnusedAreasDefault: ['未用区域默认值', 'Unused areas default'],
  }),
  ...uiTable('/Com/ComConfig/ComIPduGroup', {
    ComIPduGroupHandleId: ['句柄 ID', 'Handle id'],
    ComIPduGroupGroupRef: ['所属组', 'Parent groups'],
  }),
  ...uiTable('/Com/ComConfig/ComSignal', SIGNAL_LABELS),
  ...uiTable('/Com/ComConfig/ComSignalGroup', {
    ComHandleId: SIGNAL_LABELS.ComHandleId,
    ComTransferProperty: SIGNAL_LABELS.ComTransferProperty,
    ComUpdateBitPosition: SIGNAL_LABELS.ComUpdateBitPosition,
    ComTimeout: SIGNAL_LABELS.ComTimeout,
    ComNotification: SIGNAL_LABELS.ComNotification,
  }),
  ...uiTable('/Com/ComConfig/ComSignalGroup/ComGroupSignal', {
    ComBitPosition: SIGNAL_LABELS.ComBitPosition,
    ComBitSize: SIGNAL_LABELS.ComBitSize,
    ComSignalType: SIGNAL_LABELS.ComSignalType,
    ComSignalEndianness: SIGNAL_LABELS.ComSignalEndianness,
    ComSignalInitValue: SIGNAL_LABELS.ComSignalInitValue,
  }),
  ...uiTable('/Com/ComConfig/ComTimeBase', {
    ComRxTimeBase: ['接收时间基准', 'Rx time base', { unit: 's' }],
    ComTxTimeBase: ['发送时间基准', 'Tx time base', { unit: 's' }],
    ComGwTimeBase: ['网关时间基准', 'Gateway time base', { unit: 's' }],
  }),
};
