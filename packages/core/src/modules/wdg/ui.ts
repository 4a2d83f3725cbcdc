import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const TIMEOUTS: LocalizedText = { zh_cn: '超时', en_us: 'Timeouts' };

/** Labels of the Wdg definition, keyed by definition path. */
export const WDG_UI: ModuleUi = {
  ...uiTable('/Wdg', {
    '': ['看门狗驱动', 'Watchdog Driver'],
    WdgGeneral: ['通用配置', 'General'],
    WdgDemEventParameterRefs: ['DEM 事件', 'DEM events'],
    WdgSettingsConfig: ['模式设置', 'Mode settings'],
    'WdgSettingsConfig/WdgExternalConfiguration': ['外部看门狗', 'External watchdog'],
    'WdgSettingsConfig/WdgSettingsFast': ['快速模式设置', 'Fast mode settings'],
    'WdgSettingsConfig/WdgSettingsOff': ['关闭模式设置', 'Off mode settings'],
    'WdgSettingsConfig/WdgSettingsSlow': ['慢速模式设置', 'Slow mode settings'],
    WdgPublishedInformation: ['发布信息', 'Published information'],
  }),
  ...uiTable('/Wdg/WdgDemEventParameterRefs', {
    WDG_E_DISABLE_REJECTED: ['禁止关闭被拒绝', 'Disable rejected'],
    WDG_E_MODE_FAILED: ['模式切换失败', 'Mode change failed'],
  }),
  ...uiTable('/Wdg/WdgGeneral', {
    WdgDevErrorDetect: ['开发错误检测', 'Development error detection'],
    WdgDisableAllowed: ['允许关闭看门狗', 'Disable allowed'],
    WdgIndex: ['驱动索引', 'Driver index'],
    WdgInitialTimeout: ['初始超时', 'Initial timeout', { unit: 's', group: TIMEOUTS }],
    WdgMaxTimeout: ['最大超时', 'Maximum timeout', { unit: 's', group: TIMEOUTS }],
    WdgRunArea: ['运行区域', 'Run area'],
    WdgTriggerLocation: ['触发函数位置', 'Trigger routine location'],
    WdgVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
  ...uiTable('/Wdg/WdgSettingsConfig', {
    WdgDefaultMode: ['默认模式', 'Default mode'],
    'WdgExternalConfiguration/WdgExternalContainerRef': ['DIO/SPI 引用', 'DIO/SPI reference'],
  }),
  ...uiTable('/Wdg/WdgPublishedInformation', {
    WdgTriggerMode: ['触发方式', 'Trigger mode'],
  }),
};
