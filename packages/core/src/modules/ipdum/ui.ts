import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

const CFG = '/IpduM/IpduMConfig';
const TX = `${CFG}/IpduMTxPathway/IpduMTxRequest`;
const RX = `${CFG}/IpduMRxPathway/IpduMRxIndication`;
const SEGMENT = (zh: string, en: string) =>
  [zh, en, { columns: ['IpduMSegmentPosition', 'IpduMSegmentLength'] }] as const;

/** Labels of the IpduM definition, keyed by definition path. */
export const IPDUM_UI: ModuleUi = {
  ...uiTable('/IpduM', {
    '': ['I-PDU 复用', 'I-PDU Multiplexer'],
    IpduMConfig: ['配置', 'Configuration'],
    'IpduMConfig/IpduMContainedRxPdu': [
      '被包含接收 PDU',
      'Contained Rx PDU',
      {
        columns: ['IpduMContainedPduHeaderId', 'IpduMContainedRxInContainerPduRef', 'IpduMContainedRxPduRef'],
      },
    ],
    'IpduMConfig/IpduMContainedTxPdu': [
      '被包含发送 PDU',
      'Contained Tx PDU',
      {
        columns: [
          'IpduMContainedPduHeaderId',
          'IpduMContainedTxPduHandleId',
          'IpduMContainedTxPduTrigger',
          'IpduMContainedTxInContainerPduRef',
          'IpduMContainedTxPduRef',
        ],
      },
    ],
    'IpduMConfig/IpduMContainerRxPdu': [
      '容器接收 PDU',
      'Container Rx PDU',
      { columns: ['IpduMContainerRxHandleId', 'IpduMContainerHeaderSize', 'IpduMContainerRxPduRef'] },
    ],
    'IpduMConfig/IpduMContainerTxPdu': [
      '容器发送 PDU',
      'Container Tx PDU',
      {
        columns: [
          'IpduMContainerTxHandleId',
          'IpduMContainerHeaderSize',
          'IpduMContainerTxTriggerMode',
          'IpduMContainerTxPduRef',
        ],
      },
    ],
    'IpduMConfig/IpduMRxPathway': ['接收路径', 'Rx pathway'],
    'IpduMConfig/IpduMRxPathway/IpduMRxIndication': ['接收指示', 'Rx indication'],
    'IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMRxDynamicPart': [
      '动态部分',
      'Dynamic part',
      { columns: ['IpduMRxSelectorValue', 'IpduMOutgoingDynamicPduRef'] },
    ],
    'IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMRxDynamicSegment': SEGMENT(
      '动态段',
      'Dynamic segment',
    ),
    'IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMRxStaticPart': ['静态部分', 'Static part'],
    'IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMRxStaticSegment': SEGMENT('静态段', 'Static segment'),
    'IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMSelectorField': ['选择字段', 'Selector field'],
    'IpduMConfig/IpduMTxPathway': ['发送路径', 'Tx pathway'],
    'IpduMConfig/IpduMTxPathway/IpduMTxRequest': ['发送请求', 'Tx request'],
    'IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMSelectorField': ['选择字段', 'Selector field'],
    'IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMTxDynamicPart': [
      '动态部分',
      'Dynamic part',
      {
        columns: [
          'IpduMTxDynamicHandleId',
          'IpduMTxDynamicPduRef',
          'IpduMJitUpdate',
          'IpduMTxDynamicConfirmation',
        ],
      },
    ],
    'IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMTxDynamicSegment': SEGMENT('动态段', 'Dynamic segment'),
    'IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMTxStaticPart': ['静态部分', 'Static part'],
    'IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMTxStaticSegment': SEGMENT('静态段', 'Static segment'),
    IpduMGeneral: ['通用配置', 'General'],
  }),
  ...uiTable('/IpduM/IpduMGeneral', {
    IpduMMaxTxPathwayCnt: ['最大发送路径数', 'Max Tx pathway count'],
    IpduMStaticPartExists: ['存在静态部分', 'Static part exists'],
    IpduMHeaderByteOrder: ['头部字节序', 'Header byte order'],
    IpduMConfigurationTimeBase: ['配置时基', 'Configuration time base', { unit: 's' }],
    IpduMDevErrorDetect: ['开发错误检测', 'Development error detection'],
    IpduMVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
  ...uiTable(TX, {
    IpduMOutgoingPduRef: ['发出的 PDU', 'Outgoing PDU'],
    IpduMTxConfirmationPduId: ['发送确认 PDU ID', 'Tx confirmation PDU ID'],
    IpduMTxTriggerMode: ['触发模式', 'Trigger mode'],
    IpduMByteOrder: ['字节序', 'Byte order'],
    IpduMTxConfirmationTimeout: ['发送确认超时', 'Tx confirmation timeout', { unit: 's' }],
    IpduMIpduUnusedAreasDefault: ['未用区域填充值', 'Unused areas default'],
    IpduMInitialDynamicPart: ['初始动态部分', 'Initial dynamic part'],
  }),
  ...uiTable(RX, {
    IpduMRxHandleId: ['接收句柄 ID', 'Rx handle ID'],
    IpduMRxIndicationPduRef: ['接收的 PDU', 'Received PDU'],
    IpduMByteOrder: ['字节序', 'Byte order'],
  }),
  ...uiTable(`${TX}/IpduMSelectorField`, {
    IpduMSelectorFieldPosition: ['起始位', 'Start bit'],
    IpduMSelectorFieldLength: ['长度', 'Length'],
  }),
  ...uiTable(`${RX}/IpduMSelectorField`, {
    IpduMSelectorFieldPosition: ['起始位', 'Start bit'],
    IpduMSelectorFieldLength: ['长度', 'Length'],
  }),
  ...uiTable(`${CFG}/IpduMContainerTxPdu`, {
    IpduMContainerTxHandleId: ['句柄 ID', 'Handle ID'],
    IpduMContainerHeaderSize: ['头部大小', 'Header size'],
    IpduMContainerTxTriggerMode: ['触发模式', 'Trigger mode'],
    IpduMContainerTxPduRef: ['PDU', 'PDU'],
    IpduMContainerTxSendTimeout: ['发送超时', 'Send timeout', { unit: 's' }],
    IpduMContainerTxConfirmationTimeout: ['发送确认超时', 'Tx confirmation timeout', { unit: 's' }],
  }),
  ...uiTable(`${CFG}/IpduMContainerRxPdu`, {
    IpduMContainerRxHandleId: ['句柄 ID', 'Handle ID'],
    IpduMContainerHeaderSize: ['头部大小', 'Header size'],
    IpduMContainerRxPduRef: ['PDU', 'PDU'],
    IpduMContainerPduProcessing: ['处理方式', 'PDU processing'],
  }),
  ...uiTable(`${CFG}/IpduMContainedTxPdu`, {
    IpduMContainedPduHeaderId: ['头部 ID', 'Header ID'],
    IpduMContainedTxPduHandleId: ['句柄 ID', 'Handle ID'],
    IpduMContainedTxPduTrigger: ['触发', 'Trigger'],
    IpduMContainedTxInContainerPduRef: ['所在容器 PDU', 'Container PDU'],
    IpduMContainedTxPduRef: ['PDU', 'PDU'],
  }),
  ...uiTable(`${CFG}/IpduMContainedRxPdu`, {
    IpduMContainedPduHeaderId: ['头部 ID', 'Header ID'],
    IpduMContainedRxInContainerPduRef: ['所在容器 PDU', 'Container PDU'],
    IpduMContainedRxPduRef: ['PDU', 'PDU'],
  }),
};
