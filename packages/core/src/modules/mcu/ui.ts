import { uiTable } from '../../ecuc/ui.js';
import type { LocalizedText, ModuleUi } from '../../ecuc/types.js';

const APIS: LocalizedText = { zh_cn: '接口开关', en_us: 'API switches' };
const CLOCK: LocalizedText = { zh_cn: '时钟', en_us: 'Clock' };
const COUNTS: LocalizedText = { zh_cn: '数量', en_us: 'Counts' };

/** Labels of the Mcu definition, keyed by definition path. */
export const MCU_UI: ModuleUi = {
  ...uiTable('/Mcu', {
    '': ['MCU 驱动', 'MCU Driver'],
    McuGeneralConfiguration: ['通用配置', 'General configuration'],
    McuModuleConfiguration: ['模块配置', 'Module configuration'],
    'McuModuleConfiguration/McuClockSettingConfig': [
      '时钟设置',
      'Clock setting',
      { columns: ['McuClockSettingId', 'McuClockReferencePoint'] },
    ],
    'McuModuleConfiguration/McuClockSettingConfig/McuClockReferencePoint': [
      '时钟参考点',
      'Clock reference point',
      { columns: ['McuClockReferencePointFrequency'] },
    ],
    'McuModuleConfiguration/McuDemEventParameterRefs': ['DEM 事件引用', 'DEM event references'],
    'McuModuleConfiguration/McuModeSettingConf': ['MCU 模式', 'MCU mode', { columns: ['McuMode'] }],
    'McuModuleConfiguration/McuRamSectorSettingConf': [
      'RAM 区段',
      'RAM section',
      {
        columns: [
          'McuRamSectionBaseAddress',
          'McuRamSectionSize',
          'McuRamSectionWriteSize',
          'McuRamDefaultValue',
        ],
      },
    ],
    McuPublishedInformation: ['发布信息', 'Published information'],
    'McuPublishedInformation/McuResetReasonConf': [
      '复位原因',
      'Reset reason',
      { columns: ['McuResetReason'] },
    ],
  }),
  ...uiTable('/Mcu/McuGeneralConfiguration', {
    McuDevErrorDetect: ['开发错误检测', 'Development error detection'],
    McuGetRamStateApi: ['RAM 状态接口', 'Get RAM state API', { group: APIS }],
    McuInitClock: ['由驱动初始化时钟', 'Clock initialised by the driver', { group: CLOCK }],
    McuNoPll: ['无 PLL（或硬件自动启动）', 'No PLL (or started by hardware)', { group: CLOCK }],
    McuPerformResetApi: ['软件复位接口', 'Perform reset API', { group: APIS }],
    McuVersionInfoApi: ['版本信息接口', 'Version info API', { group: APIS }],
    McuEcucPartitionRef: ['ECUC 分区', 'ECUC partitions'],
  }),
  ...uiTable('/Mcu/McuModuleConfiguration', {
    McuClockSrcFailureNotification: ['时钟源失效通知', 'Clock source failure notification'],
    McuNumberOfMcuModes: ['MCU 模式数量', 'Number of MCU modes', { group: COUNTS }],
    McuRamSectors: ['RAM 区段数量', 'Number of RAM sections', { group: COUNTS }],
    McuResetSetting: ['复位设置', 'Reset setting'],
  }),
  ...uiTable('/Mcu/McuModuleConfiguration/McuClockSettingConfig', {
    McuClockSettingId: ['时钟设置 ID', 'Clock setting id'],
  }),
  ...uiTable('/Mcu/McuModuleConfiguration/McuClockSettingConfig/McuClockReferencePoint', {
    McuClockReferencePointFrequency: ['频率', 'Frequency', { unit: 'Hz' }],
  }),
  ...uiTable('/Mcu/McuModuleConfiguration/McuDemEventParameterRefs', {
    MCU_E_CLOCK_FAILURE: ['时钟失效事件', 'Clock failure event'],
  }),
  ...uiTable('/Mcu/McuModuleConfiguration/McuModeSettingConf', {
    McuMode: ['模式 ID', 'Mode id'],
  }),
  ...uiTable('/Mcu/McuModuleConfiguration/McuRamSectorSettingConf', {
    McuRamDefaultValue: ['填充值', 'Fill value'],
    McuRamSectionBaseAddress: ['基地址', 'Base address'],
    McuRamSectionSize: ['大小', 'Size', { unit: 'byte' }],
    McuRamSectionWriteSize: ['单次写入大小', 'Write size', { unit: 'byte' }],
  }),
  ...uiTable('/Mcu/McuPublishedInformation/McuResetReasonConf', {
    McuResetReason: ['复位原因 ID', 'Reset reason id'],
  }),
};
