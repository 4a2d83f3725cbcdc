import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const API: LocalizedText = { zh_cn: '接口开关', en_us: 'API switches' };
const CALLBACKS: LocalizedText = { zh_cn: '上层回调', en_us: 'Upper-layer callbacks' };
const CAN_ID: LocalizedText = { zh_cn: 'CAN 标识', en_us: 'CAN identifier' };

/** Labels of the CanIf definition, keyed by definition path. */
export const CANIF_UI: ModuleUi = {
  ...uiTable('/CanIf', {
    '': ['CAN 接口', 'CAN Interface'],
    CanIfCtrlDrvCfg: ['控制器驱动配置', 'Controller driver configuration'],
    'CanIfCtrlDrvCfg/CanIfCtrlCfg': [
      '控制器',
      'Controller',
      { columns: ['CanIfCtrlId', 'CanIfCtrlWakeupSupport', 'CanIfCtrlCanCtrlRef'] },
    ],
    CanIfDispatchCfg: ['回调分发配置', 'Dispatch configuration'],
    CanIfInitCfg: ['初始化配置', 'Init configuration'],
    'CanIfInitCfg/CanIfBufferCfg': [
      '发送缓冲区',
      'Tx buffer',
      { columns: ['CanIfBufferSize', 'CanIfBufferHthRef'] },
    ],
    'CanIfInitCfg/CanIfInitHohCfg': ['硬件对象句柄配置', 'Hardware object handle configuration'],
    'CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg': [
      '接收硬件对象 (HRH)',
      'Receive handle (HRH)',
      { columns: ['CanIfHrhSoftwareFilter', 'CanIfHrhCanCtrlIdRef', 'CanIfHrhIdSymRef'] },
    ],
    'CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg/CanIfHrhRangeCfg': [
      'HRH 接收范围',
      'HRH range',
      {
        columns: [
          'CanIfHrhRangeBaseId',
          'CanIfHrhRangeMask',
          'CanIfHrhRangeRxLowerCanId',
          'CanIfHrhRangeRxUpperCanId',
          'CanIfHrhRangeRxPduRangeCanIdType',
        ],
      },
    ],
    'CanIfInitCfg/CanIfInitHohCfg/CanIfHthCfg': [
      '发送硬件对象 (HTH)',
      'Transmit handle (HTH)',
      { columns: ['CanIfHthCanCtrlIdRef', 'CanIfHthIdSymRef'] },
    ],
    'CanIfInitCfg/CanIfRxPduCfg': [
      '接收 PDU',
      'Rx PDU',
      {
        columns: [
          'CanIfRxPduId',
          'CanIfRxPduCanId',
          'CanIfRxPduCanIdType',
          'CanIfRxPduDataLength',
          'CanIfRxPduUserRxIndicationUL',
          'CanIfRxPduHrhIdRef',
          'CanIfRxPduRef',
        ],
      },
    ],
    'CanIfInitCfg/CanIfRxPduCfg/CanIfRxPduCanIdRange': ['接收 CAN 标识范围', 'Rx CAN id range'],
    'CanIfInitCfg/CanIfTxPduCfg': [
      '发送 PDU',
      'Tx PDU',
      {
        columns: [
          'CanIfTxPduId',
          'CanIfTxPduCanId',
          'CanIfTxPduCanIdType',
          'CanIfTxPduType',
          'CanIfTxPduUserTxConfirmationUL',
          'CanIfTxPduBufferRef',
          'CanIfTxPduRef',
        ],
      },
    ],
    CanIfPrivateCfg: ['内部配置', 'Private configuration'],
    CanIfPublicCfg: ['通用配置', 'General'],
    CanIfTrcvDrvCfg: ['收发器驱动配置', 'Transceiver driver configuration'],
    'CanIfTrcvDrvCfg/CanIfTrcvCfg': [
      '收发器',
      'Transceiver',
      { columns: ['CanIfTrcvId', 'CanIfTrcvWakeupSupport', 'CanIfTrcvCanTrcvRef'] },
    ],
  }),
  ...uiTable('/CanIf/CanIfCtrlDrvCfg', {
    CanIfCtrlDrvInitHohConfigRef: ['HOH 配置引用', 'HOH configuration'],
    CanIfCtrlDrvNameRef: ['CAN 驱动', 'CAN driver'],
  }),
  ...uiTable('/CanIf/CanIfCtrlDrvCfg/CanIfCtrlCfg', {
    CanIfCtrlId: ['控制器 ID', 'Controller id'],
    CanIfCtrlWakeupSupport: ['支持唤醒', 'Wakeup support'],
    CanIfCtrlJ1939DynAddrSupport: ['J1939 动态地址', 'J1939 dynamic addressing'],
    CanIfCtrlCanCtrlRef: ['CAN 控制器', 'CAN controller'],
  }),
  ...uiTable('/CanIf/CanIfDispatchCfg', {
    CanIfDispatchUserCtrlBusOffName: ['总线关闭回调', 'Bus-off callback', { group: CALLBACKS }],
    CanIfDispatchUserCtrlBusOffUL: ['总线关闭上层', 'Bus-off user', { group: CALLBACKS }],
    CanIfDispatchUserCtrlModeIndicationName: [
      '控制器模式回调',
      'Controller mode callback',
      { group: CALLBACKS },
    ],
    CanIfDispatchUserCtrlModeIndicationUL: ['控制器模式上层', 'Controller mode user', { group: CALLBACKS }],
    CanIfDispatchUserTrcvModeIndicationName: [
      '收发器模式回调',
      'Transceiver mode callback',
      { group: CALLBACKS },
    ],
    CanIfDispatchUserTrcvModeIndicationUL: ['收发器模式上层', 'Transceiver mode user', { group: CALLBACKS }],
    CanIfDispatchUserValidateWakeupEventName: [
      '唤醒确认回调',
      'Wakeup validation callback',
      { group: CALLBACKS },
    ],
    CanIfDispatchUserValidateWakeupEventUL: ['唤醒确认上层', 'Wakeup validation user', { group: CALLBACKS }],
  }),
  ...uiTable('/CanIf/CanIfInitCfg', {
    CanIfInitCfgSet: ['配置集名称', 'Configuration set name'],
    CanIfMaxBufferSize: ['最大缓冲区大小', 'Max buffer size'],
    CanIfMaxRxPduCfg: ['最大接收 PDU 数', 'Max Rx PDUs'],
    CanIfMaxTxPduCfg: ['最大发送 PDU 数', 'Max Tx PDUs'],
  }),
  ...uiTable('/CanIf/CanIfInitCfg/CanIfBufferCfg', {
    CanIfBufferSize: ['大小', 'Size'],
    CanIfBufferHthRef: ['HTH 引用', 'HTH references'],
  }),
  ...uiTable('/CanIf/CanIfInitCfg/CanIfInitHohCfg', {
    CanIfInitRefCfgSet: ['CAN 配置集', 'CAN configuration set'],
  }),
  ...uiTable('/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg', {
    CanIfHrhSoftwareFilter: ['软件过滤', 'Software filter'],
    CanIfHrhCanCtrlIdRef: ['控制器', 'Controller'],
    CanIfHrhIdSymRef: ['硬件对象', 'Hardware object'],
  }),
  ...uiTable('/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg/CanIfHrhRangeCfg', {
    CanIfHrhRangeBaseId: ['基准 ID', 'Base id'],
    CanIfHrhRangeMask: ['掩码', 'Mask'],
    CanIfHrhRangeRxLowerCanId: ['下限 CAN ID', 'Lower CAN id'],
    CanIfHrhRangeRxUpperCanId: ['上限 CAN ID', 'Upper CAN id'],
    CanIfHrhRangeRxPduRangeCanIdType: ['CAN ID 类型', 'CAN id type'],
  }),
  ...uiTable('/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHthCfg', {
    CanIfHthCanCtrlIdRef: ['控制器', 'Controller'],
    CanIfHthIdSymRef: ['硬件对象', 'Hardware object'],
  }),
  ...uiTable('/CanIf/CanIfInitCfg/CanIfRxPduCfg', {
    CanIfRxPduId: ['PDU ID', 'PDU id'],
    CanIfRxPduCanId: ['CAN ID', 'CAN id', { group: CAN_ID }],
    CanIfRxPduCanIdMask: ['CAN ID 掩码', 'CAN id mask', { group: CAN_ID }],
    CanIfRxPduCanIdType: ['CAN ID 类型', 'CAN id type', { group: CAN_ID }],
    CanIfRxPduDataLength: ['数据长度', 'Data length', { unit: 'byte' }],
    CanIfRxPduDataLengthCheck: ['数据长度检查', 'Data length check'],
    CanIfRxPduReadData: ['ReadData 接口', 'ReadData API'],
    CanIfRxPduReadNotifyStatus: ['读取通知状态', 'Read notify status'],
    CanIfRxPduUserRxIndicationName: ['接收指示回调', 'Rx indication callback'],
    CanIfRxPduUserRxIndicationUL: ['上层模块', 'Upper layer'],
    CanIfRxPduHrhIdRef: ['HRH', 'HRH'],
    CanIfRxPduRef: ['全局 PDU', 'Global PDU'],
  }),
  ...uiTable('/CanIf/CanIfInitCfg/CanIfTxPduCfg', {
    CanIfTxPduId: ['PDU ID', 'PDU id'],
    CanIfTxPduCanId: ['CAN ID', 'CAN id', { group: CAN_ID }],
    CanIfTxPduCanIdMask: ['CAN ID 掩码', 'CAN id mask', { group: CAN_ID }],
    CanIfTxPduCanIdType: ['CAN ID 类型', 'CAN id type', { group: CAN_ID }],
    CanIfTxPduType: ['PDU 类型', 'PDU type'],
    CanIfTxPduPnFilterPdu: ['局部网络过滤 PDU', 'PN filter PDU'],
    CanIfTxPduReadNotifyStatus: ['读取通知状态', 'Read notify status'],
    CanIfTxPduTriggerTransmit: ['触发发送', 'Trigger transmit'],
    CanIfTxPduTruncation: ['截断', 'Truncation'],
    CanIfTxPduUserTriggerTransmitName: ['触发发送回调', 'Trigger transmit callback'],
    CanIfTxPduUserTxConfirmationName: ['发送确认回调', 'Tx confirmation callback'],
    CanIfTxPduUserTxConfirmationUL: ['上层模块', 'Upper layer'],
    CanIfTxPduBufferRef: ['缓冲区', 'Buffer'],
    CanIfTxPduRef: ['全局 PDU', 'Global PDU'],
  }),
  ...uiTable('/CanIf/CanIfPrivateCfg', {
    CanIfFixedBuffer: ['固定缓冲区', 'Fixed buffer'],
    CanIfPrivateDataLengthCheck: ['数据长度检查', 'Data length check'],
    CanIfPrivateSoftwareFilterType: ['软件过滤算法', 'Software filter type'],
    CanIfSupportTTCAN: ['支持 TTCAN', 'TTCAN support'],
  }),
  ...uiTable('/CanIf/CanIfPublicCfg', {
    CanIfDevErrorDetect: ['开发错误检测', 'Development error detection'],
    CanIfVersionInfoApi: ['版本信息接口', 'Version info API', { group: API }],
    CanIfPublicWakeupCheckValidSupport: ['唤醒确认', 'Wakeup check validation'],
    CanIfPublicTxBuffering: ['发送缓冲', 'Tx buffering'],
    CanIfPublicReadRxPduDataApi: ['ReadRxPduData 接口', 'ReadRxPduData API', { group: API }],
    CanIfPublicReadRxPduNotifyStatusApi: ['ReadRxNotifStatus 接口', 'ReadRxNotifStatus API', { group: API }],
    CanIfPublicReadTxPduNotifyStatusApi: ['ReadTxNotifStatus 接口', 'ReadTxNotifStatus API', { group: API }],
    CanIfPublicPnSupport: ['局部网络支持', 'Partial networking support'],
    CanIfTriggerTransmitSupport: ['触发发送支持', 'Trigger transmit support'],
    CanIfPublicSetDynamicTxIdApi: ['SetDynamicTxId 接口', 'SetDynamicTxId API', { group: API }],
    CanIfPublicIcomSupport: ['Icom 支持', 'Icom support'],
    CanIfSetBaudrateApi: ['SetBaudrate 接口', 'SetBaudrate API', { group: API }],
    CanIfTxOfflineActiveSupport: ['离线发送支持', 'Tx offline active support'],
    CanIfPublicTxConfirmPollingSupport: ['发送确认轮询', 'Tx confirmation polling'],
    CanIfMetaDataSupport: ['元数据支持', 'Metadata support'],
    CanIfPublicHandleTypeEnum: ['句柄类型', 'Handle type'],
    CanIfPublicMultipleDrvSupport: ['多驱动支持', 'Multiple driver support'],
    CanIfPublicWakeupCheckValidByNM: ['仅由 NM 确认唤醒', 'Wakeup validation by NM only'],
    CanIfWakeupSupport: ['唤醒支持', 'Wakeup support'],
    CanIfBusMirroringSupport: ['总线镜像支持', 'Bus mirroring support'],
    CanIfPublicCddHeaderFile: ['CDD 头文件', 'CDD header files'],
  }),
  ...uiTable('/CanIf/CanIfTrcvDrvCfg/CanIfTrcvCfg', {
    CanIfTrcvId: ['收发器 ID', 'Transceiver id'],
    CanIfTrcvWakeupSupport: ['支持唤醒', 'Wakeup support'],
    CanIfTrcvCanTrcvRef: ['CAN 收发器通道', 'CAN transceiver channel'],
  }),
};
