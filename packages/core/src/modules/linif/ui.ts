import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const CALLBACKS: LocalizedText = { zh_cn: '上层回调', en_us: 'Upper-layer callbacks' };
const CHANNEL = 'LinIfGlobalConfig/LinIfChannel';

/** Labels of the LinIf definition, keyed by definition path. */
export const LINIF_UI: ModuleUi = {
  ...uiTable('/LinIf', {
    '': ['LIN 接口', 'LIN Interface'],
    LinIfGeneral: ['通用配置', 'General'],
    LinIfGlobalConfig: ['全局配置', 'Global configuration'],
    [CHANNEL]: [
      'LIN 通道',
      'LIN channel',
      {
        columns: [
          'LinIfChannelRef',
          'LinIfComMNetworkHandleRef',
          'LinIfNodeType',
          'LinIfStartupState',
          'LinIfMaxFrameCnt',
        ],
      },
    ],
    [`${CHANNEL}/LinIfFrame`]: [
      '帧',
      'Frame',
      {
        columns: ['LinIfFrameId', 'LinIfFrameType', 'LinIfChecksumType', 'LinIfLength', 'LinIfPduDirection'],
      },
    ],
    [`${CHANNEL}/LinIfFrame/LinIfPduDirection`]: ['PDU 方向', 'PDU direction'],
    [`${CHANNEL}/LinIfFrame/LinIfPduDirection/LinIfTxPdu`]: ['发送 PDU', 'Tx PDU'],
    [`${CHANNEL}/LinIfFrame/LinIfPduDirection/LinIfRxPdu`]: ['接收 PDU', 'Rx PDU'],
    [`${CHANNEL}/LinIfFrame/LinIfPduDirection/LinIfSlaveToSlavePdu`]: ['从节点间 PDU', 'Slave-to-slave PDU'],
    [`${CHANNEL}/LinIfFrame/LinIfPduDirection/LinIfInternalPdu`]: ['内部 PDU', 'Internal PDU'],
    [`${CHANNEL}/LinIfFrame/LinIfFixedFrameSdu`]: ['固定帧数据', 'Fixed frame SDU'],
    [`${CHANNEL}/LinIfFrame/LinIfFixedFrameSdu/LinIfFixedFrameSduByte`]: [
      '固定数据字节',
      'Fixed SDU byte',
      { columns: ['LinIfFixedFrameSduBytePos', 'LinIfFixedFrameSduByteVal'] },
    ],
    [`${CHANNEL}/LinIfFrame/LinIfSubstitutionFrames`]: [
      '替代帧',
      'Substitution frames',
      { columns: ['LinIfFramePriority', 'LinIfSubstitutionFrameRef'] },
    ],
    [`${CHANNEL}/LinIfScheduleTable`]: [
      '调度表',
      'Schedule table',
      {
        columns: ['LinIfScheduleTableIndex', 'LinIfRunMode', 'LinIfResumePosition'],
      },
    ],
    [`${CHANNEL}/LinIfScheduleTable/LinIfEntry`]: [
      '调度表项',
      'Schedule entry',
      { columns: ['LinIfEntryIndex', 'LinIfFrameRef', 'LinIfDelay', 'LinIfCollisionResolvingRef'] },
    ],
    [`${CHANNEL}/LinIfNodeType`]: ['节点类型', 'Node type'],
    [`${CHANNEL}/LinIfNodeType/LinIfMaster`]: ['主节点', 'Master'],
    [`${CHANNEL}/LinIfNodeType/LinIfSlave`]: ['从节点', 'Slave'],
    [`${CHANNEL}/LinIfNodeType/LinIfSlave/LinIfNodeConfigurationIdentification`]: [
      '节点配置标识',
      'Node configuration identification',
    ],
    [`${CHANNEL}/LinIfTransceiverDrvConfig`]: ['收发器驱动配置', 'Transceiver driver configuration'],
  }),
  ...uiTable('/LinIf/LinIfGeneral', {
    LinIfDevErrorDetect: ['开发错误检测', 'Development error detection'],
    LinIfVersionInfoApi: ['版本信息接口', 'Version info API'],
    LinIfCancelTransmitSupported: ['取消发送接口', 'Cancel transmit supported'],
    LinIfTpSupported: ['LIN 传输协议支持', 'LIN TP supported'],
    LinIfTrcvDriverSupported: ['收发器驱动支持', 'Transceiver driver supported'],
    LinIfMultipleDriversSupported: ['多驱动支持', 'Multiple drivers supported'],
    LinIfMultipleTrcvDriverSupported: ['多收发器驱动支持', 'Multiple transceiver drivers supported'],
    LinIfNcOptionalRequestSupported: ['可选节点配置请求', 'Optional node configuration requests'],
    LinIfSaveConfigurationRequestSupported: ['保存配置请求', 'Save configuration request'],
    LinIfPublicCddHeaderFile: ['CDD 头文件', 'CDD header files'],
  }),
  ...uiTable('/LinIf/LinIfGlobalConfig', {
    LinIfTimeBase: ['时基', 'Time base', { unit: 's' }],
  }),
  ...uiTable(`/LinIf/${CHANNEL}`, {
    LinIfChannelRef: ['LIN 驱动通道', 'LIN driver channel'],
    LinIfComMNetworkHandleRef: ['ComM 通道', 'ComM channel'],
    LinIfStartupState: ['启动状态', 'Startup state'],
    LinIfMaxFrameCnt: ['最大帧数', 'Maximum frame count'],
    LinIfScheduleChangeNextTimeBase: ['下一时基切换调度表', 'Schedule change at next time base'],
    LinIfBusIdleTimeoutPeriod: ['总线空闲超时', 'Bus idle timeout', { unit: 's' }],
    LinIfGotoSleepConfirmationUL: ['休眠确认上层', 'Go-to-sleep confirmation to', { group: CALLBACKS }],
    LinIfGotoSleepIndicationUL: ['休眠指示上层', 'Go-to-sleep indication to', { group: CALLBACKS }],
    LinIfScheduleRequestConfirmationUL: [
      '调度请求确认上层',
      'Schedule request confirmation to',
      { group: CALLBACKS },
    ],
    LinIfWakeupConfirmationUL: ['唤醒确认上层', 'Wakeup confirmation to', { group: CALLBACKS }],
    'LinIfTransceiverDrvConfig/LinIfTrcvIdRef': ['收发器通道', 'Transceiver channel'],
    'LinIfNodeType/LinIfMaster/LinIfJitter': ['抖动', 'Jitter', { unit: 's' }],
    'LinIfNodeType/LinIfSlave/LinIfResponseErrorSignal': ['响应错误信号', 'Response error signal'],
    'LinIfNodeType/LinIfSlave/LinIfNodeConfigurationIdentification/LinIfConfiguredNAD': [
      '已配置 NAD',
      'Configured NAD',
    ],
    'LinIfNodeType/LinIfSlave/LinIfNodeConfigurationIdentification/LinIfInitialNAD': [
      '初始 NAD',
      'Initial NAD',
    ],
    'LinIfNodeType/LinIfSlave/LinIfNodeConfigurationIdentification/LinIfFunctionId': [
      '功能 ID',
      'Function id',
    ],
    'LinIfNodeType/LinIfSlave/LinIfNodeConfigurationIdentification/LinIfSupplierId': [
      '供应商 ID',
      'Supplier id',
    ],
    'LinIfNodeType/LinIfSlave/LinIfNodeConfigurationIdentification/LinIfVariantId': ['变体 ID', 'Variant id'],
    'LinIfNodeType/LinIfSlave/LinIfNodeConfigurationIdentification/LinIfNasTimeout': [
      'N_As 超时',
      'N_As timeout',
      { unit: 's' },
    ],
  }),
  ...uiTable(`/LinIf/${CHANNEL}/LinIfFrame`, {
    LinIfFrameId: ['帧 ID', 'Frame id'],
    LinIfFrameType: ['帧类型', 'Frame type'],
    LinIfChecksumType: ['校验和类型', 'Checksum type'],
    LinIfLength: ['数据长度', 'Length', { unit: 'B' }],
    'LinIfPduDirection/LinIfTxPdu/LinIfTxPduId': ['发送 PDU ID', 'Tx PDU id'],
    'LinIfPduDirection/LinIfTxPdu/LinIfTxPduRef': ['发送 PDU', 'Tx PDU'],
    'LinIfPduDirection/LinIfTxPdu/LinIfUserTxUL': ['发送上层', 'Tx upper layer'],
    'LinIfPduDirection/LinIfTxPdu/LinIfTxConfirmationUL': ['发送确认回调', 'Tx confirmation callback'],
    'LinIfPduDirection/LinIfTxPdu/LinIfTxTriggerTransmitUL': ['触发发送回调', 'Trigger transmit callback'],
    'LinIfPduDirection/LinIfRxPdu/LinIfRxPduRef': ['接收 PDU', 'Rx PDU'],
    'LinIfPduDirection/LinIfRxPdu/LinIfUserRxIndicationUL': ['接收上层', 'Rx upper layer'],
    'LinIfPduDirection/LinIfRxPdu/LinIfRxIndicationUL': ['接收指示回调', 'Rx indication callback'],
    'LinIfSubstitutionFrames/LinIfFramePriority': ['优先级', 'Priority'],
    'LinIfSubstitutionFrames/LinIfSubstitutionFrameRef': ['替代帧引用', 'Substitution frame'],
  }),
  ...uiTable(`/LinIf/${CHANNEL}/LinIfScheduleTable`, {
    LinIfScheduleTableIndex: ['调度表索引', 'Schedule table index'],
    LinIfRunMode: ['运行模式', 'Run mode'],
    LinIfResumePosition: ['恢复位置', 'Resume position'],
    'LinIfEntry/LinIfEntryIndex': ['表项索引', 'Entry index'],
    'LinIfEntry/LinIfDelay': ['延时', 'Delay', { unit: 's' }],
    'LinIfEntry/LinIfFrameRef': ['帧', 'Frame'],
    'LinIfEntry/LinIfCollisionResolvingRef': ['冲突解决调度表', 'Collision resolving table'],
  }),
};
