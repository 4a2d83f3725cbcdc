import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const TIMING: LocalizedText = { zh_cn: '时间参数', en_us: 'Timing' };
const PN: LocalizedText = { zh_cn: '局部网络', en_us: 'Partial networking' };

/** Labels of the CanNm definition, keyed by definition path. */
export const CANNM_UI: ModuleUi = {
  ...uiTable('/CanNm', {
    '': ['CAN 网络管理', 'CAN Network Management'],
    CanNmGeneral: ['通用配置', 'General'],
    CanNmGlobalConfig: ['全局配置', 'Global configuration'],
    'CanNmGlobalConfig/CanNmChannelConfig': [
      '通道',
      'Channel',
      {
        columns: [
          'CanNmComMNetworkHandleRef',
          'CanNmNodeId',
          'CanNmMsgCycleTime',
          'CanNmMsgCycleOffset',
          'CanNmRepeatMessageTime',
          'CanNmTimeoutTime',
          'CanNmWaitBusSleepTime',
          'CanNmPduNidPosition',
          'CanNmPduCbvPosition',
        ],
      },
    ],
    'CanNmGlobalConfig/CanNmChannelConfig/CanNmRxPdu': [
      '接收 PDU',
      'Rx PDU',
      { columns: ['CanNmRxPduId', 'CanNmRxPduRef'] },
    ],
    'CanNmGlobalConfig/CanNmChannelConfig/CanNmTxPdu': ['发送 PDU', 'Tx PDU'],
    'CanNmGlobalConfig/CanNmChannelConfig/CanNmUserDataTxPdu': ['用户数据发送 PDU', 'User data Tx PDU'],
    'CanNmGlobalConfig/CanNmPnInfo': ['局部网络信息', 'Partial network info'],
    'CanNmGlobalConfig/CanNmPnInfo/CanNmPnFilterMaskByte': [
      '过滤掩码字节',
      'Filter mask byte',
      { columns: ['CanNmPnFilterMaskByteIndex', 'CanNmPnFilterMaskByteValue'] },
    ],
  }),
  ...uiTable('/CanNm/CanNmGeneral', {
    CanNmNodeIdEnabled: ['节点 ID 支持', 'Node id enabled'],
    CanNmPassiveModeEnabled: ['被动模式', 'Passive mode'],
    CanNmBusLoadReductionEnabled: ['总线负载降低', 'Bus load reduction'],
    CanNmGlobalPnSupport: ['全局局部网络支持', 'Global PN support', { group: PN }],
    CanNmPnEiraCalcEnabled: ['EIRA 计算', 'EIRA calculation', { group: PN }],
    CanNmImmediateTxconfEnabled: ['立即发送确认', 'Immediate Tx confirmation'],
    CanNmImmediateRestartEnabled: ['立即重启', 'Immediate restart'],
    CanNmRemoteSleepIndEnabled: ['远程睡眠指示', 'Remote sleep indication'],
    CanNmComUserDataSupport: ['Com 用户数据支持', 'Com user data support'],
    CanNmNodeDetectionEnabled: ['节点检测', 'Node detection'],
    CanNmDevErrorDetect: ['开发错误检测', 'Development error detection'],
    CanNmMainFunctionPeriod: ['主函数周期', 'Main function period', { unit: 's' }],
    CanNmPnResetTime: ['局部网络复位时间', 'PN reset time', { unit: 's', group: PN }],
    CanNmPnEiraRxNSduRef: ['EIRA 接收 N-SDU', 'EIRA Rx N-SDU', { group: PN }],
    CanNmVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
  ...uiTable('/CanNm/CanNmGlobalConfig/CanNmChannelConfig', {
    CanNmComMNetworkHandleRef: ['ComM 通道', 'ComM channel'],
    CanNmNodeId: ['节点 ID', 'Node id'],
    CanNmMsgCycleTime: ['报文周期', 'Message cycle time', { unit: 's', group: TIMING }],
    CanNmMsgCycleOffset: ['报文周期偏移', 'Message cycle offset', { unit: 's', group: TIMING }],
    CanNmRepeatMessageTime: ['重复报文时间', 'Repeat message time', { unit: 's', group: TIMING }],
    CanNmTimeoutTime: ['超时时间', 'Timeout time', { unit: 's', group: TIMING }],
    CanNmWaitBusSleepTime: ['等待总线睡眠时间', 'Wait bus-sleep time', { unit: 's', group: TIMING }],
    CanNmPduNidPosition: ['节点 ID 位置', 'Node id position'],
    CanNmPduCbvPosition: ['控制位向量位置', 'Control bit vector position'],
    CanNmPnEnabled: ['局部网络', 'Partial networking', { group: PN }],
    CanNmPnEraCalcEnabled: ['ERA 计算', 'ERA calculation', { group: PN }],
    CanNmPnEraRxNSduRef: ['ERA 接收 N-SDU', 'ERA Rx N-SDU', { group: PN }],
  }),
  ...uiTable('/CanNm/CanNmGlobalConfig/CanNmChannelConfig/CanNmRxPdu', {
    CanNmRxPduId: ['PDU 标识', 'PDU id'],
    CanNmRxPduRef: ['PDU', 'PDU'],
  }),
  ...uiTable('/CanNm/CanNmGlobalConfig/CanNmChannelConfig/CanNmTxPdu', {
    CanNmTxConfirmationPduId: ['确认 PDU 标识', 'Confirmation PDU id'],
    CanNmTxPduRef: ['PDU', 'PDU'],
  }),
  ...uiTable('/CanNm/CanNmGlobalConfig/CanNmPnInfo', {
    CanNmPnInfoLength: ['信息长度', 'Info length'],
    CanNmPnInfoOffset: ['信息偏移', 'Info offset'],
  }),
  ...uiTable('/CanNm/CanNmGlobalConfig/CanNmPnInfo/CanNmPnFilterMaskByte', {
    CanNmPnFilterMaskByteIndex: ['字节索引', 'Byte index'],
    CanNmPnFilterMaskByteValue: ['掩码值', 'Mask value'],
  }),
};
