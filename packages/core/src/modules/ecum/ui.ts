import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const COMMON = '/EcuM/EcuMConfiguration/EcuMCommonConfiguration';
const FLEX = '/EcuM/EcuMConfiguration/EcuMFlexConfiguration';

const VALIDATION: LocalizedText = { zh_cn: '唤醒确认', en_us: 'Wakeup validation' };
const NETWORK: LocalizedText = { zh_cn: '通信网络', en_us: 'Communication network' };
const CALLOUTS: LocalizedText = { zh_cn: '启动 Callout', en_us: 'Startup callouts' };

/** The driver lists and where each sits: every one holds EcuMDriverInitItem entries. */
const DRIVER_LISTS: readonly [string, string, string][] = [
  [`${COMMON}/EcuMDriverInitListOne`, '初始化列表 I（OS 启动前）', 'Init list I (before the OS)'],
  [
    `${COMMON}/EcuMDriverInitListZero`,
    '初始化列表 0（加载配置前）',
    'Init list 0 (before the configuration)',
  ],
  [`${COMMON}/EcuMDriverRestartList`, '唤醒重启列表', 'Restart list (after a wakeup)'],
  [`${FLEX}/EcuMDriverInitListBswM`, 'BswM 初始化列表', 'BswM init list'],
];

/** Labels of one driver list and its items. */
function driverList(path: string, zh_cn: string, en_us: string): ModuleUi {
  return {
    ...uiTable(path, {
      '': [zh_cn, en_us],
      EcuMDriverInitItem: [
        '初始化项',
        'Init item',
        {
          columns: ['EcuMModuleRef', 'EcuMModuleService', 'EcuMModuleParameter', 'EcuMEcucCoreDefinitionRef'],
        },
      ],
    }),
    ...uiTable(`${path}/EcuMDriverInitItem`, {
      EcuMModuleRef: ['模块配置', 'Module configuration'],
      EcuMModuleService: ['初始化服务', 'Init service'],
      EcuMModuleParameter: ['初始化参数', 'Init argument'],
      EcuMEcucCoreDefinitionRef: ['核', 'Core'],
    }),
  };
}

/** Labels of the EcuM definition, keyed by definition path. */
export const ECUM_UI: ModuleUi = {
  ...uiTable('/EcuM', {
    '': ['ECU 状态管理', 'ECU State Manager'],
    EcuMGeneral: ['通用配置', 'General'],
    EcuMFlexGeneral: ['Flex 通用配置', 'Flex general'],
    EcuMConfiguration: ['配置', 'Configuration'],
    'EcuMConfiguration/EcuMCommonConfiguration': ['公共配置', 'Common configuration'],
    'EcuMConfiguration/EcuMCommonConfiguration/EcuMDefaultShutdownTarget': [
      '默认关机目标',
      'Default shutdown target',
    ],
    'EcuMConfiguration/EcuMCommonConfiguration/EcuMSleepMode': [
      '睡眠模式',
      'Sleep mode',
      {
        columns: [
          'EcuMSleepModeId',
          'EcuMSleepModeSuspend',
          'EcuMSleepModeMcuModeRef',
          'EcuMWakeupSourceMask',
        ],
      },
    ],
    'EcuMConfiguration/EcuMCommonConfiguration/EcuMWakeupSource': [
      '唤醒源',
      'Wakeup source',
      {
        columns: [
          'EcuMWakeupSourceId',
          'EcuMWakeupSourcePolling',
          'EcuMValidationTimeout',
          'EcuMCheckWakeupTimeout',
          'EcuMComMChannelRef',
          'EcuMResetReasonRef',
        ],
      },
    ],
    'EcuMConfiguration/EcuMFlexConfiguration': ['Flex 配置', 'Flex configuration'],
    'EcuMConfiguration/EcuMFlexConfiguration/EcuMAlarmClock': [
      '闹钟',
      'Alarm clock',
      { columns: ['EcuMAlarmClockId', 'EcuMAlarmClockTimeOut', 'EcuMAlarmClockUser'] },
    ],
    'EcuMConfiguration/EcuMFlexConfiguration/EcuMFlexUserConfig': [
      '用户',
      'User',
      { columns: ['EcuMFlexUser', 'EcuMFlexEcucPartitionRef'] },
    ],
    'EcuMConfiguration/EcuMFlexConfiguration/EcuMGoDownAllowedUsers': [
      '允许 GoDown 的用户',
      'Users allowed to go down',
    ],
    'EcuMConfiguration/EcuMFlexConfiguration/EcuMResetMode': [
      '复位模式',
      'Reset mode',
      { columns: ['EcuMResetModeId'] },
    ],
    'EcuMConfiguration/EcuMFlexConfiguration/EcuMSetClockAllowedUsers': [
      '允许设置时钟的用户',
      'Users allowed to set the clock',
    ],
    'EcuMConfiguration/EcuMFlexConfiguration/EcuMShutdownCause': [
      '关机原因',
      'Shutdown cause',
      { columns: ['EcuMShutdownCauseId'] },
    ],
  }),
  ...Object.fromEntries(DRIVER_LISTS.flatMap(([path, zh, en]) => Object.entries(driverList(path, zh, en)))),
  ...uiTable('/EcuM/EcuMGeneral', {
    EcuMDevErrorDetect: ['开发错误检测', 'Development error detection'],
    EcuMIncludeDet: ['由 EcuM 初始化 Det', 'Det initialised by EcuM'],
    EcuMMainFunctionPeriod: ['主函数周期', 'Main function period', { unit: 's' }],
    EcuMVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
  ...uiTable('/EcuM/EcuMFlexGeneral', {
    EcuMAlarmClockPresent: ['闹钟功能', 'Alarm clock present'],
    EcuMAlarmWakeupSource: ['闹钟唤醒源', 'Alarm wakeup source'],
    EcuMEnableDefBehaviour: ['默认行为', 'Default behaviour'],
    EcuMModeHandling: ['运行请求协议', 'RUN request protocol'],
    EcuMResetLoopDetection: ['复位循环检测', 'Reset loop detection', { group: CALLOUTS }],
    EcuMSetProgrammableInterrupts: ['设置可编程中断', 'Set programmable interrupts', { group: CALLOUTS }],
  }),
  ...uiTable(COMMON, {
    EcuMDefaultAppMode: ['默认应用模式', 'Default application mode'],
    EcuMOSResource: ['睡眠用 OS 资源', 'OS resource for sleep'],
    EcuMConfigConsistencyHash: ['配置一致性哈希', 'Configuration consistency hash'],
  }),
  ...uiTable(`${COMMON}/EcuMDefaultShutdownTarget`, {
    EcuMDefaultShutdownTarget: ['目标', 'Target'],
    EcuMDefaultSleepModeRef: ['睡眠模式', 'Sleep mode'],
    EcuMDefaultResetModeRef: ['复位模式', 'Reset mode'],
  }),
  ...uiTable(`${COMMON}/EcuMSleepMode`, {
    EcuMSleepModeId: ['睡眠模式 ID', 'Sleep mode id'],
    EcuMSleepModeSuspend: ['CPU 挂起', 'CPU suspended'],
    EcuMSleepModeMcuModeRef: ['MCU 模式', 'MCU mode'],
    EcuMWakeupSourceMask: ['唤醒源掩码', 'Wakeup source mask'],
  }),
  ...uiTable(`${COMMON}/EcuMWakeupSource`, {
    EcuMWakeupSourceId: ['唤醒源 ID（位）', 'Wakeup source id (bit)'],
    EcuMWakeupSourcePolling: ['轮询', 'Polling'],
    EcuMValidationTimeout: ['确认超时', 'Validation timeout', { unit: 's', group: VALIDATION }],
    EcuMCheckWakeupTimeout: ['检查唤醒超时', 'Check wakeup timeout', { unit: 's', group: VALIDATION }],
    EcuMComMChannelRef: ['ComM 通道', 'ComM channel', { group: NETWORK }],
    EcuMComMPNCRef: ['ComM PNC', 'ComM PNC', { group: NETWORK }],
    EcuMResetReasonRef: ['复位原因', 'Reset reason'],
  }),
  ...uiTable(FLEX, {
    EcuMNormalMcuModeRef: ['正常 MCU 模式', 'Normal MCU mode'],
    EcuMPartitionRef: ['运行分区', 'Partition'],
  }),
  ...uiTable(`${FLEX}/EcuMAlarmClock`, {
    EcuMAlarmClockId: ['闹钟 ID', 'Alarm clock id'],
    EcuMAlarmClockTimeOut: ['超时', 'Timeout', { unit: 's' }],
    EcuMAlarmClockUser: ['用户', 'User'],
  }),
  ...uiTable(`${FLEX}/EcuMFlexUserConfig`, {
    EcuMFlexUser: ['用户 ID', 'User id'],
    EcuMFlexEcucPartitionRef: ['所在分区', 'Partition'],
  }),
  ...uiTable(`${FLEX}/EcuMGoDownAllowedUsers`, {
    EcuMGoDownAllowedUserRef: ['用户', 'Users'],
  }),
  ...uiTable(`${FLEX}/EcuMSetClockAllowedUsers`, {
    EcuMSetClockAllowedUserRef: ['用户', 'Users'],
  }),
  ...uiTable(`${FLEX}/EcuMResetMode`, {
    EcuMResetModeId: ['复位模式 ID', 'Reset mode id'],
  }),
  ...uiTable(`${FLEX}/EcuMShutdownCause`, {
    EcuMShutdownCauseId: ['关机原因 ID', 'Shutdown cause id'],
  }),
};
