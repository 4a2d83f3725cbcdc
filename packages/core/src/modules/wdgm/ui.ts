import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const LOGICAL: LocalizedText = { zh_cn: '逻辑监控', en_us: 'Logical supervision' };

/** Labels of the WdgM definition, keyed by definition path. */
export const WDGM_UI: ModuleUi = {
  ...uiTable('/WdgM', {
    '': ['看门狗管理器', 'Watchdog Manager'],
    WdgMGeneral: ['通用配置', 'General'],
    'WdgMGeneral/WdgMSupervisedEntity': [
      '受监控实体',
      'Supervised entity',
      {
        columns: [
          'WdgMSupervisedEntityId',
          'WdgMEcucPartitionRef',
          'WdgMCheckpoint',
          'WdgMInternalTransition',
        ],
      },
    ],
    'WdgMGeneral/WdgMSupervisedEntity/WdgMCheckpoint': [
      '检查点',
      'Checkpoint',
      { columns: ['WdgMCheckpointId'] },
    ],
    'WdgMGeneral/WdgMSupervisedEntity/WdgMInternalTransition': [
      '内部迁移',
      'Internal transition',
      { columns: ['WdgMInternalTransitionSourceRef', 'WdgMInternalTransitionDestRef'] },
    ],
    'WdgMGeneral/WdgMWatchdog': ['看门狗', 'Watchdog', { columns: ['WdgMWatchdogDeviceRef'] }],
    WdgMConfigSet: ['配置集', 'Configuration set'],
    'WdgMConfigSet/WdgMDemEventParameterRefs': ['DEM 事件', 'DEM events'],
    'WdgMConfigSet/WdgMMode': [
      '监控模式',
      'Supervision mode',
      { columns: ['WdgMModeId', 'WdgMSupervisionCycle', 'WdgMExpiredSupervisionCycleTol', 'WdgMTrigger'] },
    ],
    'WdgMConfigSet/WdgMMode/WdgMAliveSupervision': [
      '存活监控',
      'Alive supervision',
      {
        columns: [
          'WdgMAliveSupervisionCheckpointRef',
          'WdgMExpectedAliveIndications',
          'WdgMMinMargin',
          'WdgMMaxMargin',
          'WdgMSupervisionReferenceCycle',
        ],
      },
    ],
    'WdgMConfigSet/WdgMMode/WdgMDeadlineSupervision': [
      '截止时间监控',
      'Deadline supervision',
      { columns: ['WdgMDeadlineStartRef', 'WdgMDeadlineStopRef', 'WdgMDeadlineMin', 'WdgMDeadlineMax'] },
    ],
    'WdgMConfigSet/WdgMMode/WdgMExternalLogicalSupervision': [
      '外部逻辑监控',
      'External logical supervision',
      {
        columns: [
          'WdgMExternalCheckpointInitialRef',
          'WdgMExternalCheckpointFinalRef',
          'WdgMExternalTransition',
        ],
      },
    ],
    'WdgMConfigSet/WdgMMode/WdgMExternalLogicalSupervision/WdgMExternalTransition': [
      '外部迁移',
      'External transition',
      { columns: ['WdgMExternalTransitionSourceRef', 'WdgMExternalTransitionDestRef'] },
    ],
    'WdgMConfigSet/WdgMMode/WdgMLocalStatusParams': [
      '局部状态参数',
      'Local status parameters',
      { columns: ['WdgMLocalStatusSupervisedEntityRef', 'WdgMFailedAliveSupervisionRefCycleTol'] },
    ],
    'WdgMConfigSet/WdgMMode/WdgMTrigger': [
      '看门狗触发',
      'Watchdog trigger',
      { columns: ['WdgMTriggerWatchdogRef', 'WdgMWatchdogMode', 'WdgMTriggerConditionValue'] },
    ],
  }),
  ...uiTable('/WdgM/WdgMGeneral', {
    WdgMDemStoppedSupervisionReport: ['向 DEM 报告监控停止', 'Report stopped supervision to DEM'],
    WdgMDevErrorDetect: ['开发错误检测', 'Development error detection'],
    WdgMImmediateReset: ['立即复位', 'Immediate reset'],
    WdgMOffModeEnabled: ['允许关闭模式', 'Off mode enabled'],
    WdgMVersionInfoApi: ['版本信息接口', 'Version info API'],
    'WdgMSupervisedEntity/WdgMSupervisedEntityId': ['实体 ID', 'Entity id'],
    'WdgMSupervisedEntity/WdgMEcucPartitionRef': ['分区引用', 'Partition reference'],
    'WdgMSupervisedEntity/WdgMInternalCheckpointInitialRef': [
      '初始检查点',
      'Initial checkpoints',
      { group: LOGICAL },
    ],
    'WdgMSupervisedEntity/WdgMInternallCheckpointFinalRef': [
      '最终检查点',
      'Final checkpoints',
      { group: LOGICAL },
    ],
    'WdgMSupervisedEntity/WdgMCheckpoint/WdgMCheckpointId': ['检查点 ID', 'Checkpoint id'],
    'WdgMSupervisedEntity/WdgMInternalTransition/WdgMInternalTransitionDestRef': [
      '目标检查点',
      'Destination checkpoint',
    ],
    'WdgMSupervisedEntity/WdgMInternalTransition/WdgMInternalTransitionSourceRef': [
      '源检查点',
      'Source checkpoint',
    ],
    'WdgMWatchdog/WdgMWatchdogDeviceRef': ['WdgIf 设备引用', 'WdgIf device reference'],
  }),
  ...uiTable('/WdgM/WdgMConfigSet', {
    WdgMInitialMode: ['初始模式', 'Initial mode'],
    'WdgMDemEventParameterRefs/WDGM_E_SET_MODE': ['模式切换失败', 'Mode change failed'],
    'WdgMDemEventParameterRefs/WDGM_E_SUPERVISION': ['监控失败', 'Supervision failed'],
  }),
  ...uiTable('/WdgM/WdgMConfigSet/WdgMMode', {
    WdgMExpiredSupervisionCycleTol: ['超期容忍周期数', 'Expired supervision cycle tolerance'],
    WdgMModeId: ['模式 ID', 'Mode id'],
    WdgMSupervisionCycle: ['监控周期', 'Supervision cycle', { unit: 's' }],
    'WdgMAliveSupervision/WdgMExpectedAliveIndications': ['期望存活指示次数', 'Expected alive indications'],
    'WdgMAliveSupervision/WdgMMaxMargin': ['上限余量', 'Maximum margin'],
    'WdgMAliveSupervision/WdgMMinMargin': ['下限余量', 'Minimum margin'],
    'WdgMAliveSupervision/WdgMSupervisionReferenceCycle': ['参考监控周期数', 'Supervision reference cycle'],
    'WdgMAliveSupervision/WdgMAliveSupervisionCheckpointRef': ['检查点', 'Checkpoint'],
    'WdgMDeadlineSupervision/WdgMDeadlineMax': ['最大截止时间', 'Maximum deadline', { unit: 's' }],
    'WdgMDeadlineSupervision/WdgMDeadlineMin': ['最小截止时间', 'Minimum deadline', { unit: 's' }],
    'WdgMDeadlineSupervision/WdgMDeadlineStartRef': ['起始检查点', 'Start checkpoint'],
    'WdgMDeadlineSupervision/WdgMDeadlineStopRef': ['结束检查点', 'Stop checkpoint'],
    'WdgMExternalLogicalSupervision/WdgMExternalCheckpointFinalRef': ['最终检查点', 'Final checkpoints'],
    'WdgMExternalLogicalSupervision/WdgMExternalCheckpointInitialRef': ['初始检查点', 'Initial checkpoints'],
    'WdgMExternalLogicalSupervision/WdgMExternalTransition/WdgMExternalTransitionDestRef': [
      '目标检查点',
      'Destination checkpoint',
    ],
    'WdgMExternalLogicalSupervision/WdgMExternalTransition/WdgMExternalTransitionSourceRef': [
      '源检查点',
      'Source checkpoint',
    ],
    'WdgMLocalStatusParams/WdgMFailedAliveSupervisionRefCycleTol': [
      '存活监控失败容忍周期数',
      'Failed alive supervision cycle tolerance',
    ],
    'WdgMLocalStatusParams/WdgMLocalStatusSupervisedEntityRef': ['受监控实体', 'Supervised entity'],
    'WdgMTrigger/WdgMTriggerConditionValue': ['触发条件值', 'Trigger condition value', { unit: 'ms' }],
    'WdgMTrigger/WdgMWatchdogMode': ['看门狗模式', 'Watchdog mode'],
    'WdgMTrigger/WdgMTriggerWatchdogRef': ['看门狗', 'Watchdog'],
  }),
};
