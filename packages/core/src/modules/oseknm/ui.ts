import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const TIMING: LocalizedText = { zh_cn: '时间参数', en_us: 'Timing' };

/** Labels of the OsekNm definition, keyed by definition path. */
export const OSEKNM_UI: ModuleUi = {
  ...uiTable('/OsekNm', {
    '': ['OSEK 网络管理', 'OSEK Network Management'],
    OsekNmGeneral: ['通用配置', 'General'],
    OsekNmChannelConfig: [
      '通道',
      'Channel',
      {
        columns: [
          'OsekNmComMNetworkHandleRef',
          'OsekNmNodeId',
          'OsekNmTTyp',
          'OsekNmTMax',
          'OsekNmTError',
          'OsekNmTTx',
          'OsekNmRxPduRef',
          'OsekNmTxPduRef',
        ],
      },
    ],
  }),
  ...uiTable('/OsekNm/OsekNmGeneral', {
    OsekNmDevErrorDetect: ['开发错误检测', 'Development error detection'],
    OsekNmMainFunctionPeriod: ['主函数周期', 'Main function period', { unit: 's' }],
    OsekNmRingDataLength: ['环数据长度', 'Ring data length'],
    OsekNmVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
  ...uiTable('/OsekNm/OsekNmChannelConfig', {
    OsekNmComMNetworkHandleRef: ['ComM 通道', 'ComM channel'],
    OsekNmNodeId: ['节点 ID', 'Node id'],
    OsekNmTTyp: ['TTyp', 'TTyp', { unit: 's', group: TIMING }],
    OsekNmTMax: ['TMax', 'TMax', { unit: 's', group: TIMING }],
    OsekNmTError: ['TError', 'TError', { unit: 's', group: TIMING }],
    OsekNmTTx: ['TTx', 'TTx', { unit: 's', group: TIMING }],
    OsekNmTWaitBusSleep: ['等待总线睡眠时间', 'Wait bus-sleep time', { unit: 's', group: TIMING }],
    OsekNmRxLimit: ['接收计数上限', 'Rx limit'],
    OsekNmTxLimit: ['发送计数上限', 'Tx limit'],
    OsekNmRxPduRef: ['接收 PDU', 'Rx PDU'],
    OsekNmTxPduRef: ['发送 PDU', 'Tx PDU'],
  }),
};
