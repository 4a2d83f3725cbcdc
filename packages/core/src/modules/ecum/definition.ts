/**
 * EcuM (ECU State Manager) parameter definition, after AUTOSAR R4.4 SWS_ECUStateManager chapter 10
 * (ECUC_EcuM_*): the common containers and the EcuMFlex variant (the fixed variant is not defined).
 * Times are in seconds. Where the SWS gives no default for a mandatory parameter, the default is the
 * value a freshly created container should start with (marked "product default"); deviations from the
 * SWS multiplicities and ranges are marked "product".
 */
import {
  booleanParam,
  container,
  enumerationParam,
  floatParam,
  foreignReference,
  integerParam,
  reference,
  stringParam,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

/** Definition paths other definitions, rules and pickers point at. */
export const ECUM_PATHS = {
  general: '/EcuM/EcuMGeneral',
  flexGeneral: '/EcuM/EcuMFlexGeneral',
  configuration: '/EcuM/EcuMConfiguration',
  common: '/EcuM/EcuMConfiguration/EcuMCommonConfiguration',
  defaultShutdownTarget: '/EcuM/EcuMConfiguration/EcuMCommonConfiguration/EcuMDefaultShutdownTarget',
  sleepMode: '/EcuM/EcuMConfiguration/EcuMCommonConfiguration/EcuMSleepMode',
  wakeupSource: '/EcuM/EcuMConfiguration/EcuMCommonConfiguration/EcuMWakeupSource',
  flex: '/EcuM/EcuMConfiguration/EcuMFlexConfiguration',
  alarmClock: '/EcuM/EcuMConfiguration/EcuMFlexConfiguration/EcuMAlarmClock',
  flexUser: '/EcuM/EcuMConfiguration/EcuMFlexConfiguration/EcuMFlexUserConfig',
  resetMode: '/EcuM/EcuMConfiguration/EcuMFlexConfiguration/EcuMResetMode',
  shutdownCause: '/EcuM/EcuMConfiguration/EcuMFlexConfiguration/EcuMShutdownCause',
} as const;

/** The literals of EcuMDefaultShutdownTarget (EcuM_ShutdownTargetType's OFF, RESET, SLEEP). */
export const ECUM_SHUTDOWN_TARGETS = {
  off: 'EcuMShutdownTargetOff',
  reset: 'EcuMShutdownTargetReset',
  sleep: 'EcuMShutdownTargetSleep',
} as const;

const OS_APP_MODE = '/Os/OsAppMode';
const OS_RESOURCE = '/Os/OsResource';
const MCU_MODE_SETTING = '/Mcu/McuModuleConfiguration/McuModeSettingConf';
const MCU_RESET_REASON = '/Mcu/McuPublishedInformation/McuResetReasonConf';
const COMM_CHANNEL = '/ComM/ComMConfigSet/ComMChannel';
const COMM_PNC = '/ComM/ComMConfigSet/ComMPnc';
const ECUC_CORE = '/EcuC/EcucHardware/EcucCoreDefinition';
const ECUC_PARTITION = '/EcuC/EcucPartitionCollection/EcucPartition';

// ---------------------------------------------------------------- EcuMGeneral

const ecuMGeneral = container('EcuMGeneral', {
  parameters: [
    booleanParam('EcuMDevErrorDetect', { default: false }),
    // ECUC_EcuM_00118 of the earlier R4 releases: Det initialised by EcuM when set. Tools still write
    // it, so it is kept, optional as "if defined" there.
    booleanParam('EcuMIncludeDet', { lower: 0 }),
    floatParam('EcuMMainFunctionPeriod', {
      min: '0',
      max: 'INF',
      minOpen: true,
      default: '0.01', // product default
    }),
    booleanParam('EcuMVersionInfoApi', { default: false }),
  ],
});

// ---------------------------------------------------------------- EcuMFlexGeneral

const ecuMFlexGeneral = container('EcuMFlexGeneral', {
  lower: 0,
  parameters: [
    booleanParam('EcuMAlarmClockPresent', { default: false }), // product default
    // The default behaviour of EcuMFlex (EcuM deciding the shutdown itself, as the earlier EcuM did):
    // written by the tools of the R4.0 line; optional here.
    booleanParam('EcuMEnableDefBehaviour', { lower: 0 }),
    booleanParam('EcuMModeHandling', { lower: 0 }),
    booleanParam('EcuMResetLoopDetection', { lower: 0 }),
    booleanParam('EcuMSetProgrammableInterrupts', { lower: 0 }),
  ],
  references: [reference('EcuMAlarmWakeupSource', ECUM_PATHS.wakeupSource, { lower: 0 })],
});

// ---------------------------------------------------------------- EcuMCommonConfiguration

const ecuMDefaultShutdownTarget = container('EcuMDefaultShutdownTarget', {
  parameters: [
    enumerationParam(
      'EcuMDefaultShutdownTarget',
      [ECUM_SHUTDOWN_TARGETS.off, ECUM_SHUTDOWN_TARGETS.reset, ECUM_SHUTDOWN_TARGETS.sleep],
      { default: ECUM_SHUTDOWN_TARGETS.off }, // product default
    ),
  ],
  references: [
    reference('EcuMDefaultResetModeRef', ECUM_PATHS.resetMode, { lower: 0 }),
    reference('EcuMDefaultSleepModeRef', ECUM_PATHS.sleepMode, { lower: 0 }),
  ],
});

/** One module initialised by EcuM or BswM, in the order of its list. */
const ecuMDriverInitItem = container('EcuMDriverInitItem', {
  upper: 'infinite',
  parameters: [
    enumerationParam('EcuMModuleParameter', ['NULL_PTR', 'POSTBUILD_PTR', 'VOID'], {
      default: 'VOID', // product default
    }),
    stringParam('EcuMModuleService', { lower: 0 }),
  ],
  references: [
    reference('EcuMEcucCoreDefinitionRef', ECUC_CORE, { lower: 0 }),
    foreignReference('EcuMModuleRef', 'ECUC-MODULE-CONFIGURATION-VALUES'),
  ],
});

const driverList = (name: string) => container(name, { lower: 0, subContainers: [ecuMDriverInitItem] });

const ecuMSleepMode = container('EcuMSleepMode', {
  // product: 0..256 (SWS 1..256): a sleep mode needs its MCU mode, chosen once Mcu has its modes.
  lower: 0,
  upper: 256,
  parameters: [
    integerParam('EcuMSleepModeId', {
      min: '0',
      max: '255',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    booleanParam('EcuMSleepModeSuspend', { default: true }), // product default
  ],
  references: [
    reference('EcuMSleepModeMcuModeRef', MCU_MODE_SETTING),
    // product: 0..* (SWS 1..*): the at least one wakeup source is E_EcuM0002.
    reference('EcuMWakeupSourceMask', ECUM_PATHS.wakeupSource, { lower: 0, upper: 'infinite' }),
  ],
});

const ecuMWakeupSource = container('EcuMWakeupSource', {
  upper: 32,
  parameters: [
    floatParam('EcuMCheckWakeupTimeout', { lower: 0, min: '0', max: '10', default: '0' }),
    floatParam('EcuMValidationTimeout', { lower: 0, min: '0', max: 'INF' }),
    // The bit of this source in EcuM_WakeupSourceType. product: 0..31 (SWS 5..31): bits 0..4 are the
    // predefined sources (POWER, RESET, INTERNAL_RESET, INTERNAL_WDG, EXTERNAL_WDG), which tools list
    // as wakeup sources of their own so that sleep modes and reset reasons can name them.
    integerParam('EcuMWakeupSourceId', {
      min: '0',
      max: '31',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    booleanParam('EcuMWakeupSourcePolling', { default: false }), // product default
  ],
  references: [
    reference('EcuMComMChannelRef', COMM_CHANNEL, { lower: 0, upper: 'infinite' }),
    reference('EcuMComMPNCRef', COMM_PNC, { lower: 0, upper: 'infinite' }),
    reference('EcuMResetReasonRef', MCU_RESET_REASON, { lower: 0, upper: 'infinite' }),
  ],
});

const ecuMCommonConfiguration = container('EcuMCommonConfiguration', {
  parameters: [
    integerParam('EcuMConfigConsistencyHash', { lower: 0, min: '0', max: '18446744073709551615' }),
  ],
  references: [
    // product: 0..1 (SWS 1): a fresh EcuM is enabled before the Os has its application modes.
    reference('EcuMDefaultAppMode', OS_APP_MODE, { lower: 0 }),
    // product: 0..* (SWS 1..*), as the application mode; one resource per core.
    reference('EcuMOSResource', OS_RESOURCE, { lower: 0, upper: 'infinite' }),
  ],
  subContainers: [
    ecuMDefaultShutdownTarget,
    driverList('EcuMDriverInitListOne'),
    driverList('EcuMDriverInitListZero'),
    driverList('EcuMDriverRestartList'),
    ecuMSleepMode,
    ecuMWakeupSource,
  ],
});

// ---------------------------------------------------------------- EcuMFlexConfiguration

/** An id from 0 to 255, published as a symbolic name, unique among its siblings. */
const symbolicId = (name: string) =>
  integerParam(name, { min: '0', max: '255', symbolicNameValue: true, initial: { unique: true } });

const ecuMAlarmClock = container('EcuMAlarmClock', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    symbolicId('EcuMAlarmClockId'),
    floatParam('EcuMAlarmClockTimeOut', { min: '0', max: 'INF', default: '0' }), // product default
  ],
  references: [reference('EcuMAlarmClockUser', ECUM_PATHS.flexUser)],
});

const ecuMFlexUserConfig = container('EcuMFlexUserConfig', {
  upper: 256,
  parameters: [symbolicId('EcuMFlexUser')],
  references: [reference('EcuMFlexEcucPartitionRef', ECUC_PARTITION, { lower: 0 })],
});

const allowedUsers = (name: string, refName: string) =>
  container(name, {
    lower: 0,
    references: [reference(refName, ECUM_PATHS.flexUser, { upper: 'infinite' })],
  });

const ecuMFlexConfiguration = container('EcuMFlexConfiguration', {
  lower: 0,
  references: [
    reference('EcuMNormalMcuModeRef', MCU_MODE_SETTING),
    reference('EcuMPartitionRef', ECUC_PARTITION, { lower: 0, upper: 'infinite' }),
  ],
  subContainers: [
    ecuMAlarmClock,
    container('EcuMDriverInitListBswM', {
      lower: 0,
      upper: 'infinite',
      subContainers: [ecuMDriverInitItem],
    }),
    ecuMFlexUserConfig,
    allowedUsers('EcuMGoDownAllowedUsers', 'EcuMGoDownAllowedUserRef'),
    container('EcuMResetMode', { upper: 256, parameters: [symbolicId('EcuMResetModeId')] }),
    allowedUsers('EcuMSetClockAllowedUsers', 'EcuMSetClockAllowedUserRef'),
    container('EcuMShutdownCause', { upper: 256, parameters: [symbolicId('EcuMShutdownCauseId')] }),
  ],
});

// ---------------------------------------------------------------- module

const ecuMConfiguration = container('EcuMConfiguration', {
  subContainers: [ecuMCommonConfiguration, ecuMFlexConfiguration],
});

export const ecuMDefinition: ModuleDef = {
  name: 'EcuM',
  moduleId: 10,
  version: 1,
  supportedConfigVariants: ['VARIANT-POST-BUILD', 'VARIANT-PRE-COMPILE'],
  origin: 'AUTOSAR_ECUC',
  containers: [ecuMConfiguration, ecuMFlexGeneral, ecuMGeneral],
};
