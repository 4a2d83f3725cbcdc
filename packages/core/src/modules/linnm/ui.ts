import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

/** Labels of the LinNm definition, keyed by definition path. */
export const LINNM_UI: ModuleUi = {
  ...uiTable('/LinNm', {
    '': ['LIN 网络管理', 'LIN Network Management'],
    LinNmGlobalConfig: ['全局配置', 'Global configuration'],
    'LinNmGlobalConfig/LinNmChannelConfig': [
      '通道',
      'Channel',
      { columns: ['LinNmComMNetworkHandleRef', 'LinNmTimeoutTime'] },
    ],
  }),
  ...uiTable('/LinNm/LinNmGlobalConfig', {
    LinNmBusSynchronizationEnabled: ['总线同步', 'Bus synchronization'],
    LinNmComControlEnabled: ['通信控制', 'Communication control'],
    LinNmComUserDataSupport: ['Com 用户数据支持', 'Com user data support'],
    LinNmCoordinatorSyncSupport: ['协调器同步支持', 'Coordinator synchronization support'],
    LinNmDevErrorDetect: ['开发错误检测', 'Development error detection'],
    LinNmMainFunctionPeriod: ['主函数周期', 'Main function period', { unit: 's' }],
    LinNmNodeDetectionEnabled: ['节点检测', 'Node detection'],
    LinNmNodeIdEnabled: ['节点 ID 支持', 'Node id enabled'],
    LinNmPassiveModeEnabled: ['被动模式', 'Passive mode'],
    LinNmRemoteSleepIndicationEnabled: ['远程睡眠指示', 'Remote sleep indication'],
    LinNmStateChangeIndEnabled: ['状态变化通知', 'State change notification'],
    LinNmSynchronizationPointEnabled: ['同步点', 'Synchronization point'],
    LinNmUserDataEnabled: ['用户数据', 'User data'],
    LinNmVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
  ...uiTable('/LinNm/LinNmGlobalConfig/LinNmChannelConfig', {
    LinNmComMNetworkHandleRef: ['ComM 通道', 'ComM channel'],
    LinNmTimeoutTime: ['超时时间', 'Timeout time', { unit: 's' }],
  }),
};
