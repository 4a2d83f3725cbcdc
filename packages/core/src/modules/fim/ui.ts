import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

/** Labels of the FiM definition, keyed by definition path. */
export const FIM_UI: ModuleUi = {
  ...uiTable('/FiM', {
    '': ['功能禁止管理', 'Function Inhibition Manager'],
    FiMGeneral: ['通用配置', 'General'],
    FiMConfigSet: ['配置集', 'Configuration set'],
  }),
  ...uiTable('/FiM/FiMGeneral', {
    FiMAvailabilitySupport: ['功能可用性支持', 'Availability support'],
    FiMDataFixed: ['数据固定（不可标定）', 'Data fixed (not calibratable)'],
    FiMDevErrorDetect: ['开发错误检测', 'Development error detection'],
    FiMEventUpdateTriggeredByDem: ['由 Dem 触发事件更新', 'Event update triggered by Dem'],
    FiMMaxEventsPerFidInhibitionConfiguration: [
      '每个禁止配置的最大事件数',
      'Maximum events per inhibition configuration',
    ],
    FiMMaxFiMInhibitionConfigurations: ['最大禁止配置数', 'Maximum inhibition configurations'],
    FiMMaxInputEventsPerSummaryEvents: [
      '每个汇总事件的最大输入事件数',
      'Maximum input events per summary event',
    ],
    FiMMaxSumEventsPerFidInhibitionConfiguration: [
      '每个禁止配置的最大汇总事件数',
      'Maximum summary events per inhibition configuration',
    ],
    FiMMaxSummaryEvents: ['最大汇总事件数', 'Maximum summary events'],
    FiMTaskTime: ['主函数周期', 'Main function period', { unit: 's' }],
    FiMVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
  ...uiTable('/FiM/FiMConfigSet', {
    FiMFID: ['功能标识（FID）', 'Function identifier (FID)', { columns: ['FiMFunctionId'] }],
    'FiMFID/FiMFunctionId': ['功能标识号', 'Function id'],
    FiMInhibitionConfiguration: [
      '禁止配置',
      'Inhibition configuration',
      {
        columns: [
          'FiMInhFunctionIdRef',
          'FiMInhInhibitionMask',
          'FiMInhEventRef',
          'FiMInhComponentRef',
          'FiMInhSumRef',
        ],
      },
    ],
    'FiMInhibitionConfiguration/FiMInhInhibitionMask': ['禁止掩码', 'Inhibition mask'],
    'FiMInhibitionConfiguration/FiMInhFunctionIdRef': ['被禁止的功能', 'Inhibited function'],
    'FiMInhibitionConfiguration/FiMInhEventRef': ['Dem 事件', 'Dem events'],
    'FiMInhibitionConfiguration/FiMInhComponentRef': ['Dem 组件', 'Dem components'],
    'FiMInhibitionConfiguration/FiMInhSumRef': ['汇总事件', 'Summary events'],
    FiMSummaryEvent: ['汇总事件', 'Summary event', { columns: ['FiMInputSumEventRef'] }],
    'FiMSummaryEvent/FiMInputSumEventRef': ['输入 Dem 事件', 'Input Dem events'],
  }),
};
