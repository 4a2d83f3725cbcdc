/**
 * Mcu (MCU driver) parameter definition, after AUTOSAR R4 (4.4) SWS_MCUDriver chapter 10 (ECUC_Mcu_*):
 * general switches, the configuration set (clock settings with their published reference points, the
 * low-power modes, the RAM sections to initialise, the reset setting, the Dem event of a clock failure)
 * and the published reset reasons. Frequencies are in Hz. Where the SWS gives no default for a mandatory
 * parameter, the default is the value a freshly created container starts with (marked "product default").
 * EcuM refers to the mode settings and the reset reasons, Can, Lin and others to the clock reference points:
 * those paths are `MCU_PATHS`.
 */
import {
  booleanParam,
  container,
  enumerationParam,
  floatParam,
  integerParam,
  reference,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

/** Definition paths other definitions, rules and pickers point at. */
export const MCU_PATHS = {
  general: '/Mcu/McuGeneralConfiguration',
  moduleConfiguration: '/Mcu/McuModuleConfiguration',
  clockSetting: '/Mcu/McuModuleConfiguration/McuClockSettingConfig',
  clockReferencePoint: '/Mcu/McuModuleConfiguration/McuClockSettingConfig/McuClockReferencePoint',
  demEventParameterRefs: '/Mcu/McuModuleConfiguration/McuDemEventParameterRefs',
  modeSetting: '/Mcu/McuModuleConfiguration/McuModeSettingConf',
  ramSector: '/Mcu/McuModuleConfiguration/McuRamSectorSettingConf',
  publishedInformation: '/Mcu/McuPublishedInformation',
  resetReasonConf: '/Mcu/McuPublishedInformation/McuResetReasonConf',
  resetReason: '/Mcu/McuPublishedInformation/McuResetReasonConf/McuResetReason',
} as const;

const PARTITION = '/EcuC/EcucPartitionCollection/EcucPartition';
const DEM_EVENT = '/Dem/DemConfigSet/DemEventParameter';
const UINT32_MAX = '4294967295';

// ---------------------------------------------------------------- McuGeneralConfiguration

/** ECUC_Mcu_00118: the pre-compile switches of the driver. */
const mcuGeneralConfiguration = container('McuGeneralConfiguration', {
  parameters: [
    booleanParam('McuDevErrorDetect', { default: false }), // ECUC_Mcu_00166
    booleanParam('McuGetRamStateApi', { default: false }), // ECUC_Mcu_00181
    // ECUC_Mcu_00182: false where a boot loader already set write-once clock registers.
    booleanParam('McuInitClock', { default: true }), // product default
    // ECUC_Mcu_00180: true when the chip has no PLL or starts it without software.
    booleanParam('McuNoPll', { default: false }), // product default
    booleanParam('McuPerformResetApi', { default: false }), // ECUC_Mcu_00167, product default
    booleanParam('McuVersionInfoApi', { default: false }), // ECUC_Mcu_00168
  ],
  references: [
    // ECUC_Mcu_00191: the partitions the driver is mapped to (multi-core distribution, R4.4).
    reference('McuEcucPartitionRef', PARTITION, { lower: 0, upper: 'infinite' }),
  ],
});

// ---------------------------------------------------------------- McuModuleConfiguration

/** ECUC_Mcu_00174: a clock the driver publishes to other drivers (CAN, LIN, timers...), in Hz. */
const mcuClockReferencePoint = container('McuClockReferencePoint', {
  upper: 'infinite',
  parameters: [
    // ECUC_Mcu_00175
    floatParam('McuClockReferencePointFrequency', { min: '0', max: 'INF', default: '16000000' }), // product default
  ],
});

/** ECUC_Mcu_00124: one clock setting, the argument of Mcu_InitClock. */
const mcuClockSettingConfig = container('McuClockSettingConfig', {
  upper: 'infinite',
  parameters: [
    // ECUC_Mcu_00183
    integerParam('McuClockSettingId', {
      min: '0',
      max: '255',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
  ],
  subContainers: [mcuClockReferencePoint],
});

/** ECUC_Mcu_00187: the Dem event of a clock source failure. */
const mcuDemEventParameterRefs = container('McuDemEventParameterRefs', {
  lower: 0,
  references: [reference('MCU_E_CLOCK_FAILURE', DEM_EVENT, { lower: 0 })], // ECUC_Mcu_00188
});

/** ECUC_Mcu_00123: one low-power mode, the argument of Mcu_SetMode. */
const mcuModeSettingConf = container('McuModeSettingConf', {
  upper: 'infinite',
  parameters: [
    // ECUC_Mcu_00176
    integerParam('McuMode', { min: '0', max: '255', symbolicNameValue: true, initial: { unique: true } }),
  ],
});

/** ECUC_Mcu_00120: a RAM section Mcu_InitRamSection fills with a value. */
const mcuRamSectorSettingConf = container('McuRamSectorSettingConf', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('McuRamDefaultValue', { min: '0', max: '255', initial: '0' }), // ECUC_Mcu_00177
    integerParam('McuRamSectionBaseAddress', { min: '0', max: UINT32_MAX, initial: '0' }), // ECUC_Mcu_00178
    integerParam('McuRamSectionSize', { min: '0', max: UINT32_MAX, initial: '0' }), // ECUC_Mcu_00179
    // ECUC_Mcu_00190: bytes written at once (R4.3.1 on), e.g. the ECC word of the RAM.
    integerParam('McuRamSectionWriteSize', { min: '1', max: UINT32_MAX, initial: '1' }),
  ],
});

/** ECUC_Mcu_00119: the configuration set given to Mcu_Init. */
const mcuModuleConfiguration = container('McuModuleConfiguration', {
  parameters: [
    // ECUC_Mcu_00170
    enumerationParam('McuClockSrcFailureNotification', ['DISABLED', 'ENABLED'], { default: 'DISABLED' }), // product default
    // ECUC_Mcu_00171: the modes of McuModeSettingConf (ids 0 to this number - 1).
    integerParam('McuNumberOfMcuModes', { min: '0', max: UINT32_MAX, initial: '1' }),
    // ECUC_Mcu_00172: the sections of McuRamSectorSettingConf.
    integerParam('McuRamSectors', { min: '0', max: UINT32_MAX, initial: '0' }),
    // ECUC_Mcu_00173: the chip's reset kind Mcu_PerformReset triggers.
    integerParam('McuResetSetting', { lower: 0, min: '0', max: UINT32_MAX }),
  ],
  subContainers: [
    mcuClockSettingConfig,
    mcuDemEventParameterRefs,
    mcuModeSettingConf,
    mcuRamSectorSettingConf,
  ],
});

// ---------------------------------------------------------------- McuPublishedInformation

/** ECUC_Mcu_00185: one reset reason the chip reports (Mcu_ResetType); EcuM maps them to wakeup sources. */
const mcuResetReasonConf = container('McuResetReasonConf', {
  upper: 'infinite',
  parameters: [
    // ECUC_Mcu_00186
    integerParam('McuResetReason', {
      min: '0',
      max: '255',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
  ],
});

/** ECUC_Mcu_00184: what the driver publishes about the chip. */
const mcuPublishedInformation = container('McuPublishedInformation', {
  subContainers: [mcuResetReasonConf],
});

// ---------------------------------------------------------------- module

export const mcuDefinition: ModuleDef = {
  name: 'Mcu',
  moduleId: 260,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [mcuGeneralConfiguration, mcuModuleConfiguration, mcuPublishedInformation],
};
