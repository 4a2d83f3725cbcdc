import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

/** Labels of the Nm definition, keyed by definition path. */
export const NM_UI: ModuleUi = {
  ...uiTable('/Nm', {
    '': ['网络管理接口', 'Network Management Interface'],
    NmChannelConfig: [
      '通道',
      'Channel',
      { columns: ['NmComMChannelRef', 'NmActiveCoordinator', 'NmChannelSleepMaster', 'NmCoordClusterIndex'] },
    ],
    'NmChannelConfig/NmBusType': ['总线类型', 'Bus type'],
    'NmChannelConfig/NmBusType/NmGenericBusNmConfig': ['通用总线网络管理', 'Generic bus NM'],
    'NmChannelConfig/NmBusType/NmStandardBusNmConfig': ['标准总线网络管理', 'Standard bus NM'],
    NmGlobalConfig: ['全局配置', 'Global configuration'],
    'NmGlobalConfig/NmGlobalConstants': ['全局常量', 'Global constants'],
    'NmGlobalConfig/NmGlobalFeatures': ['全局功能', 'Global features'],
    'NmGlobalConfig/NmGlobalProperties': ['全局属性', 'Global properties'],
  }),
  ...uiTable('/Nm/NmChannelConfig', {
    NmComMChannelRef: ['ComM 通道', 'ComM channel'],
    NmActiveCoordinator: ['主动协调者', 'Active coordinator'],
    NmChannelSleepMaster: ['睡眠主节点', 'Sleep master'],
    NmCoordClusterIndex: ['协调簇索引', 'Coordination cluster index'],
    NmSynchronizingNetwork: ['同步网络', 'Synchronizing network'],
    NmStateReportEnabled: ['状态上报', 'State report'],
    NmStateReportSignalRef: ['状态上报信号', 'State report signal'],
  }),
  ...uiTable('/Nm/NmChannelConfig/NmBusType/NmStandardBusNmConfig', {
    NmStandardBusType: ['总线网络管理类型', 'Bus NM type'],
  }),
  ...uiTable('/Nm/NmChannelConfig/NmBusType/NmGenericBusNmConfig', {
    NmGenericBusNmPrefix: ['接口前缀', 'API prefix'],
    NmGenericBusNmShutdownTime: ['关闭时间', 'Shutdown time', { unit: 's' }],
  }),
  ...uiTable('/Nm/NmGlobalConfig/NmGlobalConstants', {
    NmNumberOfChannels: ['通道数', 'Number of channels'],
  }),
  ...uiTable('/Nm/NmGlobalConfig/NmGlobalFeatures', {
    NmCoordinatorSupportEnabled: ['协调者支持', 'Coordinator support'],
    NmPassiveModeEnabled: ['被动模式', 'Passive mode'],
    NmNodeIdEnabled: ['节点 ID 支持', 'Node id enabled'],
    NmRemoteSleepIndEnabled: ['远程睡眠指示', 'Remote sleep indication'],
    NmStateChangeIndEnabled: ['状态变化指示', 'State change indication'],
    NmUserDataEnabled: ['用户数据', 'User data'],
    NmCycletimeMainFunction: ['主函数周期', 'Main function period', { unit: 's' }],
  }),
  ...uiTable('/Nm/NmGlobalConfig/NmGlobalProperties', {
    NmDevErrorDetect: ['开发错误检测', 'Development error detection'],
    NmVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
};
