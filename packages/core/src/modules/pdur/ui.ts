import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

/** Labels of the PduR definition, keyed by definition path. */
export const PDUR_UI: ModuleUi = {
  ...uiTable('/PduR', {
    '': ['PDU 路由', 'PDU Router'],
    PduRBswModules: [
      'BSW 模块',
      'BSW modules',
      {
        columns: [
          'PduRBswModuleRef',
          'PduRUpperModule',
          'PduRLowerModule',
          'PduRCommunicationInterface',
          'PduRTransportProtocol',
        ],
      },
    ],
    PduRGeneral: ['通用配置', 'General'],
    PduRRoutingPaths: ['路由路径', 'Routing paths'],
    'PduRRoutingPaths/PduRRoutingPath': [
      '路由路径',
      'Routing path',
      { columns: ['PduRSrcPdu/PduRSrcPduRef', 'PduRDestPdu/PduRDestPduRef', 'PduRQueueDepth'] },
    ],
    'PduRRoutingPaths/PduRRoutingPath/PduRSrcPdu': [
      '源 PDU',
      'Source PDU',
      { columns: ['PduRSrcPduRef', 'PduRSourcePduHandleId'] },
    ],
    'PduRRoutingPaths/PduRRoutingPath/PduRDestPdu': [
      '目标 PDU',
      'Destination PDU',
      {
        columns: ['PduRDestPduRef', 'PduRDestPduHandleId', 'PduRDestPduDataProvision', 'PduRDestTxBufferRef'],
      },
    ],
    'PduRRoutingPaths/PduRRoutingPath/PduRDestPdu/PduRDefaultValue': ['默认值', 'Default value'],
    'PduRRoutingPaths/PduRRoutingPath/PduRDestPdu/PduRDefaultValue/PduRDefaultValueElement': [
      '默认值元素',
      'Default value element',
      { columns: ['PduRDefaultValueElementBytePosition', 'PduRDefaultValueElement'] },
    ],
    'PduRRoutingPaths/PduRRoutingPathGroup': [
      '路由路径组',
      'Routing path group',
      { columns: ['PduRRoutingPathGroupId', 'PduRIsEnabledAtInit', 'PduRDestPduRef'] },
    ],
    'PduRRoutingPaths/PduRTxBuffer': ['发送缓冲区', 'Tx buffer', { columns: ['PduRPduMaxLength'] }],
  }),
  ...uiTable('/PduR/PduRGeneral', {
    PduRDevErrorDetect: ['开发错误检测', 'Development error detection'],
    PduRMetaDataSupport: ['元数据支持', 'Meta data support'],
    PduRVersionInfoApi: ['版本信息接口', 'Version info API'],
    PduRZeroCostOperation: ['零开销操作', 'Zero cost operation'],
  }),
  ...uiTable('/PduR/PduRBswModules', {
    PduRBswModuleRef: ['模块', 'Module'],
    PduRUpperModule: ['上层模块', 'Upper module'],
    PduRLowerModule: ['下层模块', 'Lower module'],
    PduRCommunicationInterface: ['通信接口', 'Communication interface'],
    PduRTransportProtocol: ['传输协议', 'Transport protocol'],
  }),
  ...uiTable('/PduR/PduRRoutingPaths', {
    PduRConfigurationId: ['配置 ID', 'Configuration id'],
  }),
  ...uiTable('/PduR/PduRRoutingPaths/PduRRoutingPath', {
    PduRQueueDepth: ['队列深度', 'Queue depth'],
  }),
  ...uiTable('/PduR/PduRRoutingPaths/PduRRoutingPath/PduRSrcPdu', {
    PduRSrcPduRef: ['源 PDU', 'Source PDU'],
    PduRSourcePduHandleId: ['句柄 ID', 'Handle id'],
  }),
  ...uiTable('/PduR/PduRRoutingPaths/PduRRoutingPath/PduRDestPdu', {
    PduRDestPduRef: ['目标 PDU', 'Destination PDU'],
    PduRDestPduHandleId: ['句柄 ID', 'Handle id'],
    PduRDestPduDataProvision: ['数据提供方式', 'Data provision'],
    PduRDestTxBufferRef: ['发送缓冲区', 'Tx buffer'],
  }),
  ...uiTable('/PduR/PduRRoutingPaths/PduRRoutingPathGroup', {
    PduRRoutingPathGroupId: ['组 ID', 'Group id'],
    PduRIsEnabledAtInit: ['初始化时启用', 'Enabled at init'],
    PduRDestPduRef: ['目标 PDU', 'Destination PDUs'],
  }),
  ...uiTable('/PduR/PduRRoutingPaths/PduRTxBuffer', {
    PduRPduMaxLength: ['最大长度', 'Max length', { unit: 'B' }],
  }),
};
