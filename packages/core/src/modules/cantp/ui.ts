import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const TIMING: LocalizedText = { zh_cn: '时间参数', en_us: 'Timing' };
const ADDRESS: LocalizedText = { zh_cn: '寻址', en_us: 'Addressing' };

/** The address byte of each N_AE / N_SA / N_TA container below an N-SDU. */
const addressBytes = (nSdu: string): ModuleUi => ({
  ...uiTable(`${nSdu}/CanTpNAe`, { CanTpNAe: ['N_AE 地址扩展', 'N_AE address extension'] }),
  ...uiTable(`${nSdu}/CanTpNSa`, { CanTpNSa: ['N_SA 源地址', 'N_SA source address'] }),
  ...uiTable(`${nSdu}/CanTpNTa`, { CanTpNTa: ['N_TA 目标地址', 'N_TA target address'] }),
});

/** Labels of the CanTp definition, keyed by definition path. */
export const CANTP_UI: ModuleUi = {
  ...uiTable('/CanTp', {
    '': ['CAN 传输层', 'CAN Transport Layer'],
    CanTpConfig: ['配置', 'Configuration'],
    CanTpGeneral: ['通用配置', 'General'],
    'CanTpConfig/CanTpChannel': ['通道', 'Channel', { columns: ['CanTpChannelMode'] }],
    'CanTpConfig/CanTpChannel/CanTpRxNSdu': [
      '接收 N-SDU',
      'Rx N-SDU',
      {
        columns: [
          'CanTpRxNSduId',
          'CanTpRxNSduRef',
          'CanTpRxAddressingFormat',
          'CanTpRxTaType',
          'CanTpRxPaddingActivation',
          'CanTpBs',
          'CanTpSTmin',
          'CanTpNar',
          'CanTpNbr',
          'CanTpNcr',
        ],
      },
    ],
    'CanTpConfig/CanTpChannel/CanTpTxNSdu': [
      '发送 N-SDU',
      'Tx N-SDU',
      {
        columns: [
          'CanTpTxNSduId',
          'CanTpTxNSduRef',
          'CanTpTxAddressingFormat',
          'CanTpTxTaType',
          'CanTpTxPaddingActivation',
          'CanTpTc',
          'CanTpNas',
          'CanTpNbs',
          'CanTpNcs',
        ],
      },
    ],
    'CanTpConfig/CanTpChannel/CanTpRxNSdu/CanTpNAe': ['N_AE', 'N_AE'],
    'CanTpConfig/CanTpChannel/CanTpRxNSdu/CanTpNSa': ['N_SA', 'N_SA'],
    'CanTpConfig/CanTpChannel/CanTpRxNSdu/CanTpNTa': ['N_TA', 'N_TA'],
    'CanTpConfig/CanTpChannel/CanTpRxNSdu/CanTpRxNPdu': ['接收 N-PDU', 'Rx N-PDU'],
    'CanTpConfig/CanTpChannel/CanTpRxNSdu/CanTpTxFcNPdu': ['发送流控 N-PDU', 'Tx flow-control N-PDU'],
    'CanTpConfig/CanTpChannel/CanTpTxNSdu/CanTpNAe': ['N_AE', 'N_AE'],
    'CanTpConfig/CanTpChannel/CanTpTxNSdu/CanTpNSa': ['N_SA', 'N_SA'],
    'CanTpConfig/CanTpChannel/CanTpTxNSdu/CanTpNTa': ['N_TA', 'N_TA'],
    'CanTpConfig/CanTpChannel/CanTpTxNSdu/CanTpRxFcNPdu': ['接收流控 N-PDU', 'Rx flow-control N-PDU'],
    'CanTpConfig/CanTpChannel/CanTpTxNSdu/CanTpTxNPdu': ['发送 N-PDU', 'Tx N-PDU'],
  }),
  ...uiTable('/CanTp/CanTpGeneral', {
    CanTpChangeParameterApi: ['ChangeParameter 接口', 'ChangeParameter API'],
    CanTpDevErrorDetect: ['开发错误检测', 'Development error detection'],
    CanTpDynIdSupport: ['动态 ID 支持', 'Dynamic ID support'],
    CanTpFlexibleDataRateSupport: ['CAN FD 支持', 'CAN FD support'],
    CanTpGenericConnectionSupport: ['通用连接支持', 'Generic connection support'],
    CanTpPaddingByte: ['填充字节', 'Padding byte'],
    CanTpReadParameterApi: ['ReadParameter 接口', 'ReadParameter API'],
    CanTpVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
  ...uiTable('/CanTp/CanTpConfig', {
    CanTpMainFunctionPeriod: ['主函数周期', 'Main function period', { unit: 's' }],
    CanTpMaxChannelCnt: ['最大通道数', 'Maximum channel count'],
  }),
  ...uiTable('/CanTp/CanTpConfig/CanTpChannel', {
    CanTpChannelMode: ['通道模式', 'Channel mode'],
  }),
  ...uiTable('/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu', {
    CanTpRxNSduId: ['N-SDU 标识', 'N-SDU id'],
    CanTpRxNSduRef: ['N-SDU', 'N-SDU'],
    CanTpRxAddressingFormat: ['寻址格式', 'Addressing format', { group: ADDRESS }],
    CanTpRxTaType: ['目标地址类型', 'Target address type', { group: ADDRESS }],
    CanTpRxPaddingActivation: ['填充', 'Padding'],
    CanTpBs: ['块大小 BS', 'Block size (BS)'],
    CanTpSTmin: ['最小间隔 STmin', 'STmin', { unit: 's' }],
    CanTpRxWftMax: ['最大等待帧数', 'Max wait frames (WFTmax)'],
    CanTpNar: ['N_Ar', 'N_Ar', { unit: 's', group: TIMING }],
    CanTpNbr: ['N_Br', 'N_Br', { unit: 's', group: TIMING }],
    CanTpNcr: ['N_Cr', 'N_Cr', { unit: 's', group: TIMING }],
  }),
  ...uiTable('/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu', {
    CanTpTxNSduId: ['N-SDU 标识', 'N-SDU id'],
    CanTpTxNSduRef: ['N-SDU', 'N-SDU'],
    CanTpTxAddressingFormat: ['寻址格式', 'Addressing format', { group: ADDRESS }],
    CanTpTxTaType: ['目标地址类型', 'Target address type', { group: ADDRESS }],
    CanTpTxPaddingActivation: ['填充', 'Padding'],
    CanTpTc: ['允许取消发送', 'Transmit cancellation'],
    CanTpNas: ['N_As', 'N_As', { unit: 's', group: TIMING }],
    CanTpNbs: ['N_Bs', 'N_Bs', { unit: 's', group: TIMING }],
    CanTpNcs: ['N_Cs', 'N_Cs', { unit: 's', group: TIMING }],
  }),
  ...addressBytes('/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu'),
  ...addressBytes('/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu'),
  ...uiTable('/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu/CanTpRxNPdu', {
    CanTpRxNPduId: ['N-PDU 标识', 'N-PDU id'],
    CanTpRxNPduRef: ['N-PDU', 'N-PDU'],
  }),
  ...uiTable('/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu/CanTpTxFcNPdu', {
    CanTpTxFcNPduConfirmationPduId: ['确认 PDU 标识', 'Confirmation PDU id'],
    CanTpTxFcNPduRef: ['流控 N-PDU', 'Flow-control N-PDU'],
  }),
  ...uiTable('/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu/CanTpRxFcNPdu', {
    CanTpRxFcNPduId: ['流控 N-PDU 标识', 'Flow-control N-PDU id'],
    CanTpRxFcNPduRef: ['流控 N-PDU', 'Flow-control N-PDU'],
  }),
  ...uiTable('/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu/CanTpTxNPdu', {
    CanTpTxNPduConfirmationPduId: ['确认 PDU 标识', 'Confirmation PDU id'],
    CanTpTxNPduRef: ['N-PDU', 'N-PDU'],
  }),
};
