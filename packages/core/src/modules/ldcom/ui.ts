import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

/** Labels of the LdCom definition, keyed by definition path. */
export const LDCOM_UI: ModuleUi = {
  ...uiTable('/LdCom', {
    '': ['大数据通信', 'Large Data COM'],
    LdComConfig: ['配置', 'Configuration'],
    'LdComConfig/LdComIPdu': [
      'I-PDU',
      'I-PDU',
      { columns: ['LdComHandleId', 'LdComIPduDirection', 'LdComApiType', 'LdComPduRef'] },
    ],
    LdComGeneral: ['通用配置', 'General'],
  }),
  ...uiTable('/LdCom/LdComConfig/LdComIPdu', {
    LdComHandleId: ['句柄 ID', 'Handle ID'],
    LdComIPduDirection: ['方向', 'Direction'],
    LdComApiType: ['接口类型', 'API type'],
    LdComPduRef: ['PDU', 'PDU'],
    LdComRxIndication: ['接收指示回调', 'Rx indication callback'],
    LdComTxConfirmation: ['发送确认回调', 'Tx confirmation callback'],
    LdComTxTriggerTransmit: ['触发发送回调', 'Trigger transmit callback'],
    LdComRxStartOfReception: ['开始接收回调', 'Start of reception callback'],
    LdComRxCopyRxData: ['复制接收数据回调', 'Copy Rx data callback'],
    LdComRxTpRxIndication: ['TP 接收指示回调', 'TP Rx indication callback'],
    LdComTxCopyTxData: ['复制发送数据回调', 'Copy Tx data callback'],
    LdComTxTpTxConfirmation: ['TP 发送确认回调', 'TP Tx confirmation callback'],
  }),
  ...uiTable('/LdCom/LdComGeneral', {
    LdComDevErrorDetect: ['开发错误检测', 'Development error detection'],
    LdComVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
};
