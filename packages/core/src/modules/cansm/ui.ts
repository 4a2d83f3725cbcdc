import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const BUS_OFF: LocalizedText = { zh_cn: '总线关闭恢复', en_us: 'Bus-off recovery' };

/** Labels of the CanSM definition, keyed by definition path. */
export const CANSM_UI: ModuleUi = {
  ...uiTable('/CanSM', {
    '': ['CAN 状态管理', 'CAN State Manager'],
    CanSMConfiguration: ['配置', 'Configuration'],
    'CanSMConfiguration/CanSMManagerNetwork': [
      '管理网络',
      'Manager network',
      {
        columns: [
          'CanSMComMNetworkHandleRef',
          'CanSMBorCounterL1ToL2',
          'CanSMBorTimeL1',
          'CanSMBorTimeL2',
          'CanSMBorTimeTxEnsured',
          'CanSMBorTxConfirmationPolling',
          'CanSMTransceiverId',
        ],
      },
    ],
    'CanSMConfiguration/CanSMManagerNetwork/CanSMController': [
      '控制器',
      'Controller',
      { columns: ['CanSMControllerId'] },
    ],
    'CanSMConfiguration/CanSMManagerNetwork/CanSMDemEventParameterRefs': [
      'DEM 事件引用',
      'DEM event references',
    ],
    CanSMGeneral: ['通用配置', 'General'],
  }),
  ...uiTable('/CanSM/CanSMConfiguration', {
    CanSMModeRequestRepetitionMax: ['模式请求最大重复次数', 'Mode request repetitions (max)'],
    CanSMModeRequestRepetitionTime: ['模式请求重复间隔', 'Mode request repetition time', { unit: 's' }],
  }),
  ...uiTable('/CanSM/CanSMConfiguration/CanSMManagerNetwork', {
    CanSMComMNetworkHandleRef: ['ComM 通道', 'ComM channel'],
    CanSMTransceiverId: ['收发器', 'Transceiver'],
    CanSMBorCounterL1ToL2: ['L1 到 L2 计数', 'L1 to L2 count', { group: BUS_OFF }],
    CanSMBorTimeL1: ['L1 恢复时间', 'L1 recovery time', { unit: 's', group: BUS_OFF }],
    CanSMBorTimeL2: ['L2 恢复时间', 'L2 recovery time', { unit: 's', group: BUS_OFF }],
    CanSMBorTimeTxEnsured: ['发送确认时间', 'Tx ensured time', { unit: 's', group: BUS_OFF }],
    CanSMBorTxConfirmationPolling: ['轮询发送确认', 'Tx confirmation polling', { group: BUS_OFF }],
    CanSMEnableBusOffDelay: ['总线关闭延迟', 'Bus-off delay', { group: BUS_OFF }],
  }),
  ...uiTable('/CanSM/CanSMConfiguration/CanSMManagerNetwork/CanSMController', {
    CanSMControllerId: ['CanIf 控制器', 'CanIf controller'],
  }),
  ...uiTable('/CanSM/CanSMGeneral', {
    CanSMDevErrorDetect: ['开发错误检测', 'Development error detection'],
    CanSMGetBusOffDelayFunction: ['GetBusOffDelay 函数', 'GetBusOffDelay function'],
    CanSMGetBusOffDelayHeader: ['GetBusOffDelay 头文件', 'GetBusOffDelay header'],
    CanSMIcomSupport: ['Icom 支持', 'Icom support'],
    CanSMMainFunctionTimePeriod: ['主函数周期', 'Main function period', { unit: 's' }],
    CanSMPncSupport: ['PNC 支持', 'PNC support'],
    CanSMSetBaudrateApi: ['SetBaudrate 接口', 'SetBaudrate API'],
    CanSMTxOfflineActiveSupport: ['离线发送支持', 'Tx offline active support'],
    CanSMVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
};
