import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const TIMING: LocalizedText = { zh_cn: '时间参数', en_us: 'Timing' };

/** Labels of the LinSM definition, keyed by definition path. */
export const LINSM_UI: ModuleUi = {
  ...uiTable('/LinSM', {
    '': ['LIN 状态管理', 'LIN State Manager'],
    LinSMConfigSet: ['配置', 'Configuration'],
    'LinSMConfigSet/LinSMChannel': [
      '通道',
      'Channel',
      {
        columns: [
          'LinSMComMNetworkHandleRef',
          'LinSMNodeType',
          'LinSMConfirmationTimeout',
          'LinSMSilenceAfterWakeupTimeout',
          'LinSMTransceiverPassiveMode',
        ],
      },
    ],
    'LinSMConfigSet/LinSMChannel/LinSMSchedule': [
      '调度表',
      'Schedule',
      { columns: ['LinSMScheduleIndex', 'LinSMScheduleIndexRef'] },
    ],
    LinSMGeneral: ['通用配置', 'General'],
  }),
  ...uiTable('/LinSM/LinSMConfigSet', {
    LinSMModeRequestRepetitionMax: ['模式请求最大重复次数', 'Mode request repetitions (max)'],
  }),
  ...uiTable('/LinSM/LinSMConfigSet/LinSMChannel', {
    LinSMComMNetworkHandleRef: ['ComM 通道', 'ComM channel'],
    LinSMNodeType: ['节点类型', 'Node type'],
    LinSMConfirmationTimeout: ['确认超时', 'Confirmation timeout', { unit: 's', group: TIMING }],
    LinSMSilenceAfterWakeupTimeout: [
      '唤醒失败后静默时间',
      'Silence after failed wakeup',
      { unit: 's', group: TIMING },
    ],
    LinSMTransceiverPassiveMode: ['收发器被动模式', 'Transceiver passive mode'],
  }),
  ...uiTable('/LinSM/LinSMConfigSet/LinSMChannel/LinSMSchedule', {
    LinSMScheduleIndex: ['调度表索引', 'Schedule index'],
    LinSMScheduleIndexRef: ['LinIf 调度表', 'LinIf schedule table'],
  }),
  ...uiTable('/LinSM/LinSMGeneral', {
    LinSMDevErrorDetect: ['开发错误检测', 'Development error detection'],
    LinSMMainProcessingPeriod: ['主函数周期', 'Main processing period', { unit: 's' }],
    LinSMVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
};
