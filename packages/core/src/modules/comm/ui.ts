import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

const SET = '/ComM/ComMConfigSet';

/** Labels of the ComM definition, keyed by definition path. */
export const COMM_UI: ModuleUi = {
  ...uiTable('/ComM', {
    '': ['通信管理', 'Communication Manager'],
    ComMConfigSet: ['配置集', 'Configuration set'],
    'ComMConfigSet/ComMChannel': [
      '通道',
      'Channel',
      {
        columns: [
          'ComMChannelId',
          'ComMBusType',
          'ComMMainFunctionPeriod',
          'ComMNoCom',
          'ComMNoWakeup',
          'ComMFullCommRequestNotificationEnabled',
          'ComMPncGatewayType',
        ],
      },
    ],
    'ComMConfigSet/ComMChannel/ComMNetworkManagement': ['网络管理', 'Network management'],
    'ComMConfigSet/ComMChannel/ComMUserPerChannel': [
      '通道用户',
      'User per channel',
      { columns: ['ComMUserChannel'] },
    ],
    'ComMConfigSet/ComMPnc': [
      '部分网络簇',
      'Partial network cluster',
      { columns: ['ComMPncId', 'ComMChannelPerPnc'] },
    ],
    'ComMConfigSet/ComMPnc/ComMPncComSignal': [
      'PNC 信号',
      'PNC signal',
      { columns: ['ComMPncComSignalDirection', 'ComMPncComSignalKind', 'ComMPncComSignalRef'] },
    ],
    'ComMConfigSet/ComMUser': ['用户', 'User', { columns: ['ComMUserIdentifier'] }],
    ComMGeneral: ['通用配置', 'General'],
  }),
  ...uiTable(SET, {
    ComMEcuGroupClassification: ['ECU 组分类', 'ECU group classification'],
    ComMPncEnabled: ['启用 PNC', 'PNC enabled'],
  }),
  ...uiTable(`${SET}/ComMChannel`, {
    ComMChannelId: ['通道 ID', 'Channel ID'],
    ComMBusType: ['总线类型', 'Bus type'],
    ComMMainFunctionPeriod: ['主函数周期', 'Main function period', { unit: 's' }],
    ComMNoCom: ['禁止通信', 'No communication'],
    ComMNoWakeup: ['禁止唤醒', 'No wakeup'],
    ComMFullCommRequestNotificationEnabled: ['完全通信请求通知', 'Full communication request notification'],
    ComMGatewayType: ['网关类型', 'Gateway type'],
    ComMPncGatewayType: ['PNC 网关类型', 'PNC gateway type'],
    ComMCDDBusPrefix: ['CDD 总线前缀', 'CDD bus prefix'],
    ComMManageReference: ['管理的通道', 'Managed channels'],
    ComMChannelPartitionRef: ['分区', 'Partition'],
  }),
  ...uiTable(`${SET}/ComMChannel/ComMNetworkManagement`, {
    ComMNmVariant: ['网络管理类型', 'NM variant'],
    ComMNmLightTimeout: ['轻量网络管理超时', 'NM light timeout', { unit: 's' }],
    ComMPncNmRequest: ['PNC 网络管理请求', 'PNC NM request'],
  }),
  ...uiTable(`${SET}/ComMChannel/ComMUserPerChannel`, {
    ComMUserChannel: ['用户', 'User'],
  }),
  ...uiTable(`${SET}/ComMPnc`, {
    ComMPncId: ['PNC ID', 'PNC ID'],
    ComMChannelPerPnc: ['通道', 'Channels'],
    ComMUserPerPnc: ['用户', 'Users'],
  }),
  ...uiTable(`${SET}/ComMPnc/ComMPncComSignal`, {
    ComMPncComSignalDirection: ['方向', 'Direction'],
    ComMPncComSignalKind: ['类型', 'Kind'],
    ComMPncComSignalRef: ['Com 信号', 'Com signal'],
    ComMPncComSignalChannelRef: ['通道', 'Channel'],
  }),
  ...uiTable(`${SET}/ComMUser`, {
    ComMUserIdentifier: ['用户 ID', 'User identifier'],
  }),
  ...uiTable('/ComM/ComMGeneral', {
    ComMDirectUserMapping: ['直接用户映射', 'Direct user mapping'],
    ComMPncSupport: ['PNC 支持', 'PNC support'],
    ComMModeLimitationEnabled: ['模式限制', 'Mode limitation enabled'],
    ComMWakeupInhibitionEnabled: ['唤醒抑制', 'Wakeup inhibition enabled'],
    ComMPncGatewayEnabled: ['PNC 网关', 'PNC gateway enabled'],
    ComMGlobalNvMBlockDescriptor: ['全局 NvM 块', 'Global NvM block descriptor'],
    ComMDevErrorDetect: ['开发错误检测', 'Development error detection'],
    ComMVersionInfoApi: ['版本信息接口', 'Version info API'],
    ComMTMinFullComModeDuration: ['最短完全通信时长', 'Minimum full communication duration', { unit: 's' }],
    ComMPncPrepareSleepTimer: ['PNC 准备休眠时间', 'PNC prepare sleep timer', { unit: 's' }],
    ComMResetAfterForcingNoComm: ['强制无通信后复位', 'Reset after forcing no communication'],
    ComMSynchronousWakeUp: ['同步唤醒', 'Synchronous wakeup'],
  }),
};
