import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const TIMING: LocalizedText = { zh_cn: '时间参数', en_us: 'Timing' };

/** Labels of the LinTp definition, keyed by definition path. */
export const LINTP_UI: ModuleUi = {
  ...uiTable('/LinTp', {
    '': ['LIN 传输协议', 'LIN Transport Protocol'],
    LinTpGeneral: ['通用配置', 'General'],
    LinTpGlobalConfig: ['全局配置', 'Global configuration'],
    'LinTpGlobalConfig/LinTpChannelConfig': [
      '通道',
      'Channel',
      { columns: ['LinTpChannelRef', 'LinTpDropNotRequestedNad', 'LinTpScheduleChangeDiag'] },
    ],
    'LinTpGlobalConfig/LinTpRxNSdu': [
      '接收 N-SDU',
      'Rx N-SDU',
      {
        columns: [
          'LinTpRxNSduId',
          'LinTpRxNSduNad',
          'LinTpRxNSduChannelRef',
          'LinTpRxNSduPduRef',
          'LinTpNcr',
        ],
      },
    ],
    'LinTpGlobalConfig/LinTpTxNSdu': [
      '发送 N-SDU',
      'Tx N-SDU',
      {
        columns: [
          'LinTpTxNSduId',
          'LinTpTxNSduNad',
          'LinTpTxNSduChannelRef',
          'LinTpTxNSduPduRef',
          'LinTpMaxBufReq',
          'LinTpNas',
          'LinTpNcs',
        ],
      },
    ],
  }),
  ...uiTable('/LinTp/LinTpGeneral', {
    LinTpChangeParameterApi: ['ChangeParameter 接口', 'ChangeParameter API'],
    LinTpVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
  ...uiTable('/LinTp/LinTpGlobalConfig', {
    LinTpMaxNumberOfRespPendingFrames: ['响应挂起帧最大数', 'Response pending frames (max)'],
    LinTpMaxRxNSduCnt: ['接收 N-SDU 最大数', 'Rx N-SDUs (max)'],
    LinTpMaxTxNSduCnt: ['发送 N-SDU 最大数', 'Tx N-SDUs (max)'],
    LinTpP2Max: ['P2*max 超时', 'P2*max timeout', { unit: 's', group: TIMING }],
    LinTpP2Timing: ['P2max 超时', 'P2max timeout', { unit: 's', group: TIMING }],
  }),
  ...uiTable('/LinTp/LinTpGlobalConfig/LinTpChannelConfig', {
    LinTpChannelRef: ['ComM 通道', 'ComM channel'],
    LinTpDropNotRequestedNad: ['丢弃未请求 NAD 的帧', 'Drop frames of unrequested NADs'],
    LinTpScheduleChangeDiag: ['切换诊断调度表', 'Change to diagnostic schedule'],
  }),
  ...uiTable('/LinTp/LinTpGlobalConfig/LinTpRxNSdu', {
    LinTpNcr: ['N_Cr 超时', 'N_Cr timeout', { unit: 's', group: TIMING }],
    LinTpRxNSduId: ['N-SDU 标识', 'N-SDU id'],
    LinTpRxNSduNad: ['NAD', 'NAD'],
    LinTpRxNSduChannelRef: ['ComM 通道', 'ComM channel'],
    LinTpRxNSduPduRef: ['PDU', 'PDU'],
  }),
  ...uiTable('/LinTp/LinTpGlobalConfig/LinTpTxNSdu', {
    LinTpMaxBufReq: ['缓冲区请求最大次数', 'Buffer requests (max)'],
    LinTpNas: ['N_As 超时', 'N_As timeout', { unit: 's', group: TIMING }],
    LinTpNcs: ['N_Cs 超时', 'N_Cs timeout', { unit: 's', group: TIMING }],
    LinTpTxNSduId: ['N-SDU 标识', 'N-SDU id'],
    LinTpTxNSduNad: ['NAD', 'NAD'],
    LinTpTxNSduChannelRef: ['ComM 通道', 'ComM channel'],
    LinTpTxNSduPduRef: ['PDU', 'PDU'],
  }),
};
