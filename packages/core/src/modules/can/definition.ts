/**
 * Can (CAN driver) parameter definition, after AUTOSAR R4 (4.4) SWS_CANDriver chapter 10 (ECUC_Can_*).
 * The module is instance-based: one instance per CAN driver of the ECU (`Can_<vendorId>_<apiInfix>`).
 * Times are in seconds, baud rates in kbit/s. Where the SWS gives no default for a mandatory
 * parameter, the default is the value a freshly created container should start with (marked
 * "product default"); deviations from the SWS multiplicities are marked where they are made.
 */
import {
  booleanParam,
  container,
  enumerationParam,
  floatParam,
  functionNameParam,
  integerParam,
  reference,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const UINT32_MAX = '4294967295';
const UINT64_MAX = '18446744073709551615';
const CAN_ID_MAX = '536870911'; // 29-bit identifier

/** Definition paths other definitions, rules and pickers point at. */
export const CAN_PATHS = {
  general: '/Can/CanGeneral',
  mainFunctionRWPeriods: '/Can/CanGeneral/CanMainFunctionRWPeriods',
  icomGeneral: '/Can/CanGeneral/CanIcomGeneral',
  configSet: '/Can/CanConfigSet',
  controller: '/Can/CanConfigSet/CanController',
  baudrateConfig: '/Can/CanConfigSet/CanController/CanControllerBaudrateConfig',
  fdBaudrateConfig:
    '/Can/CanConfigSet/CanController/CanControllerBaudrateConfig/CanControllerFdBaudrateConfig',
  ttController: '/Can/CanConfigSet/CanController/CanTTController',
  hardwareObject: '/Can/CanConfigSet/CanHardwareObject',
  hwFilter: '/Can/CanConfigSet/CanHardwareObject/CanHwFilter',
  ttTrigger: '/Can/CanConfigSet/CanHardwareObject/CanTTHardwareObjectTrigger',
  icom: '/Can/CanConfigSet/CanIcom',
  icomConfig: '/Can/CanConfigSet/CanIcom/CanIcomConfig',
} as const;

export const CAN_HANDLE_TYPES = ['BASIC', 'FULL'] as const;
export const CAN_ID_TYPES = ['EXTENDED', 'MIXED', 'STANDARD'] as const;
export const CAN_OBJECT_TYPES = ['RECEIVE', 'TRANSMIT'] as const;

const PARTITION = '/EcuC/EcucPartitionCollection/EcucPartition';
const OS_COUNTER = '/Os/OsCounter';
const MCU_CLOCK_REFERENCE_POINT = '/Mcu/McuModuleConfiguration/McuClockSettingConfig/McuClockReferencePoint';
const ECUM_WAKEUP_SOURCE = '/EcuM/EcuMConfiguration/EcuMCommonConfiguration/EcuMWakeupSource';
const CANIF_TT_GENERAL = '/CanIf/CanIfPrivateCfg/CanIfTTGeneral';
const COM_SIGNAL = '/Com/ComConfig/ComSignal';

const INTERRUPT_POLLING = ['INTERRUPT', 'POLLING'] as const;
const INTERRUPT_MIXED_POLLING = ['INTERRUPT', 'MIXED', 'POLLING'] as const;
/** A period or duration in seconds (AUTOSAR ECUC float 0..INF). */
const seconds = (name: string, options: { lower?: number; default?: string } = {}) =>
  floatParam(name, { min: '0', max: 'INF', ...options });
/** A bit-timing field counted in time quanta. */
const quanta = (name: string, initial: string) => integerParam(name, { min: '0', max: '255', initial });

// ---------------------------------------------------------------- CanGeneral

const canIcomGeneral = container('CanIcomGeneral', {
  lower: 0,
  parameters: [
    enumerationParam('CanIcomLevel', ['CAN_ICOM_LEVEL_ONE', 'CAN_ICOM_LEVEL_TWO'], {
      default: 'CAN_ICOM_LEVEL_ONE', // product default
    }),
    enumerationParam(
      'CanIcomVariant',
      ['CAN_ICOM_VARIANT_HW', 'CAN_ICOM_VARIANT_NONE', 'CAN_ICOM_VARIANT_SW'],
      {
        default: 'CAN_ICOM_VARIANT_NONE',
      },
    ),
  ],
});

const canMainFunctionRWPeriods = container('CanMainFunctionRWPeriods', {
  upper: 'infinite',
  parameters: [seconds('CanMainFunctionPeriod', { default: '0.01' })], // product default
});

const canGeneral = container('CanGeneral', {
  parameters: [
    booleanParam('CanDevErrorDetect', { default: false }),
    integerParam('CanIndex', { min: '0', max: '255', initial: '0' }),
    functionNameParam('CanLPduReceiveCalloutFunction', { lower: 0 }),
    seconds('CanMainFunctionBusoffPeriod', { lower: 0 }),
    seconds('CanMainFunctionModePeriod', { default: '0.01' }), // product default
    seconds('CanMainFunctionWakeupPeriod', { lower: 0 }),
    booleanParam('CanMultiplexedTransmission', { default: false }), // product default
    booleanParam('CanPublicIcomSupport', { default: false }),
    booleanParam('CanSetBaudrateApi', { lower: 0, default: false }),
    floatParam('CanTimeoutDuration', { min: '0.000001', max: '65.535', default: '0.01' }), // product default
    booleanParam('CanVersionInfoApi', { default: false }),
  ],
  references: [
    reference('CanEcucPartitionRef', PARTITION, { lower: 0, upper: 'infinite' }),
    // 1..1 in the SWS; optional here so that a Can instance verifies before the Os has its counters.
    reference('CanOsCounterRef', OS_COUNTER, { lower: 0 }),
    reference('CanSupportTTCANRef', CANIF_TT_GENERAL, { lower: 0 }),
  ],
  subContainers: [canIcomGeneral, canMainFunctionRWPeriods],
});

// ---------------------------------------------------------------- CanController

const canControllerFdBaudrateConfig = container('CanControllerFdBaudrateConfig', {
  lower: 0,
  parameters: [
    floatParam('CanControllerFdBaudRate', { min: '0', max: '16000', default: '2000' }), // product default
    quanta('CanControllerPropSeg', '0'),
    quanta('CanControllerSeg1', '15'),
    quanta('CanControllerSeg2', '4'),
    integerParam('CanControllerSspOffset', { lower: 0, min: '0', max: '255' }),
    quanta('CanControllerSyncJumpWidth', '4'),
    booleanParam('CanControllerTxBitRateSwitch', { default: true }), // product default
  ],
});

const canControllerBaudrateConfig = container('CanControllerBaudrateConfig', {
  upper: 'infinite',
  parameters: [
    floatParam('CanControllerBaudRate', { min: '0', max: '2000', default: '500' }), // product default
    integerParam('CanControllerBaudRateConfigID', { min: '0', max: '65535', default: '0' }),
    quanta('CanControllerPropSeg', '0'),
    quanta('CanControllerSeg1', '12'),
    quanta('CanControllerSeg2', '3'),
    quanta('CanControllerSyncJumpWidth', '1'),
  ],
  subContainers: [canControllerFdBaudrateConfig],
});

const canTTController = container('CanTTController', {
  lower: 0,
  parameters: [
    integerParam('CanTTControllerApplWatchdogLimit', { min: '1', max: '256', default: '256' }), // product default
    integerParam('CanTTControllerCycleCountMax', { min: '3', max: '63', default: '63' }), // product default
    integerParam('CanTTControllerExpectedTxTrigger', { min: '0', max: '15', default: '0' }), // product default
    booleanParam('CanTTControllerExternalClockSynchronisation', { default: false }), // product default
    booleanParam('CanTTControllerGlobalTimeFiltering', { default: false }), // product default
    integerParam('CanTTControllerInitialRefOffset', { min: '0', max: '255', default: '0' }), // product default
    integerParam('CanTTControllerInterruptEnable', { min: '0', max: UINT32_MAX, default: '0' }), // product default
    booleanParam('CanTTControllerLevel2', { default: false }), // product default
    floatParam('CanTTControllerNTUConfig', { min: '0', max: 'INF', default: '1' }), // product default
    enumerationParam(
      'CanTTControllerOperationMode',
      ['CAN_TT_EVENT_SYNC_TIME_TRIGGERED', 'CAN_TT_EVENT_TRIGGERED', 'CAN_TT_TIME_TRIGGERED'],
      { default: 'CAN_TT_TIME_TRIGGERED' }, // product default
    ),
    floatParam('CanTTControllerSyncDeviation', { min: '0', max: '3.99', default: '0' }), // product default
    booleanParam('CanTTControllerTURRestore', { default: false }), // product default
    booleanParam('CanTTControllerTimeMaster', { default: false }), // product default
    integerParam('CanTTControllerTimeMasterPriority', { min: '0', max: '7', default: '0' }), // product default
    integerParam('CanTTControllerTxEnableWindowLength', { min: '1', max: '16', default: '1' }), // product default
    integerParam('CanTTControllerWatchTriggerGapTimeMark', { min: '0', max: '65535', default: '0' }), // product default
    integerParam('CanTTControllerWatchTriggerTimeMark', { min: '0', max: '65535', default: '0' }), // product default
    enumerationParam('CanTTIRQProcessing', INTERRUPT_POLLING, { lower: 0 }),
  ],
});

const canController = container('CanController', {
  // 1..* in the SWS; a fresh instance starts without controllers (their baud rate must be chosen first).
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam('CanBusoffProcessing', INTERRUPT_POLLING, { default: 'INTERRUPT' }), // product default
    booleanParam('CanControllerActivation', { default: true }), // product default
    integerParam('CanControllerBaseAddress', { min: '0', max: UINT32_MAX, initial: '0' }),
    integerParam('CanControllerId', {
      min: '0',
      max: '255',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    enumerationParam('CanRxProcessing', INTERRUPT_MIXED_POLLING, { default: 'INTERRUPT' }), // product default
    enumerationParam('CanTxProcessing', INTERRUPT_MIXED_POLLING, { default: 'INTERRUPT' }), // product default
    booleanParam('CanWakeupFunctionalityAPI', { default: false }), // product default
    enumerationParam('CanWakeupProcessing', INTERRUPT_POLLING, { default: 'INTERRUPT' }), // product default
    booleanParam('CanWakeupSupport', { default: false }), // product default
  ],
  references: [
    reference('CanControllerDefaultBaudrate', CAN_PATHS.baudrateConfig),
    // product: 0..1 (SWS 1..1): a controller derived from a bus database has no Mcu clock yet.
    reference('CanCpuClockRef', MCU_CLOCK_REFERENCE_POINT, { lower: 0 }),
    reference('CanWakeupSourceRef', ECUM_WAKEUP_SOURCE, { lower: 0 }),
  ],
  subContainers: [canControllerBaudrateConfig, canTTController],
});

// ---------------------------------------------------------------- CanHardwareObject

const canHwFilter = container('CanHwFilter', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('CanHwFilterCode', { min: '0', max: UINT32_MAX, initial: '0' }),
    integerParam('CanHwFilterMask', { min: '0', max: UINT32_MAX, initial: UINT32_MAX }),
  ],
});

const canTTHardwareObjectTrigger = container('CanTTHardwareObjectTrigger', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('CanTTHardwareObjectBaseCycle', { min: '0', max: '63', initial: '0' }),
    integerParam('CanTTHardwareObjectCycleRepetition', { min: '1', max: '64', initial: '1' }),
    integerParam('CanTTHardwareObjectTimeMark', { min: '0', max: '65535', initial: '0' }),
    integerParam('CanTTHardwareObjectTriggerId', {
      min: '0',
      max: '63',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    enumerationParam(
      'CanTTHardwareObjectTriggerType',
      ['CAN_TT_RX_TRIGGER', 'CAN_TT_SINGLE', 'CAN_TT_TX_REF_TRIGGER', 'CAN_TT_TX_REF_TRIGGER_GAP'],
      { default: 'CAN_TT_SINGLE' }, // product default
    ),
  ],
});

const canHardwareObject = container('CanHardwareObject', {
  // 1..* in the SWS; a fresh instance starts without hardware objects (each needs a controller).
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('CanFdPaddingValue', { min: '0', max: '255', default: '0' }),
    enumerationParam('CanHandleType', CAN_HANDLE_TYPES, { default: 'FULL' }), // product default
    booleanParam('CanHardwareObjectUsesPolling', { default: false }), // product default
    integerParam('CanHwObjectCount', { min: '1', max: '65535', default: '1' }),
    enumerationParam('CanIdType', CAN_ID_TYPES, { default: 'STANDARD' }), // product default
    integerParam('CanObjectId', {
      min: '0',
      max: '65535',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    enumerationParam('CanObjectType', CAN_OBJECT_TYPES, { default: 'RECEIVE' }), // product default
    booleanParam('CanTriggerTransmitEnable', { default: false }),
  ],
  references: [
    reference('CanControllerRef', CAN_PATHS.controller),
    reference('CanMainFunctionRWPeriodRef', CAN_PATHS.mainFunctionRWPeriods, { lower: 0 }),
  ],
  subContainers: [canHwFilter, canTTHardwareObjectTrigger],
});

// ---------------------------------------------------------------- CanIcom (pretended networking)

const canIcomRxMessageSignalConfig = container('CanIcomRxMessageSignalConfig', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('CanIcomSignalMask', { min: '0', max: UINT64_MAX, initial: '0' }),
    enumerationParam('CanIcomSignalOperation', ['AND', 'EQUAL', 'GREATER', 'SMALLER', 'XOR'], {
      default: 'EQUAL', // product default
    }),
    integerParam('CanIcomSignalValue', { min: '0', max: UINT64_MAX, initial: '0' }),
  ],
  references: [reference('CanIcomSignalRef', COM_SIGNAL)],
});

const canIcomRxMessage = container('CanIcomRxMessage', {
  upper: 'infinite',
  parameters: [
    integerParam('CanIcomCounterValue', { lower: 0, min: '1', max: '65536' }),
    integerParam('CanIcomMessageId', { min: '0', max: CAN_ID_MAX, initial: '0' }),
    integerParam('CanIcomMessageIdMask', { min: '0', max: CAN_ID_MAX, initial: CAN_ID_MAX }),
    seconds('CanIcomMissingMessageTimerValue', { lower: 0 }),
    booleanParam('CanIcomPayloadLengthError', { lower: 0, default: false }),
  ],
  subContainers: [canIcomRxMessageSignalConfig],
});

const canIcom = container('CanIcom', {
  lower: 0,
  subContainers: [
    container('CanIcomConfig', {
      upper: 'infinite',
      parameters: [
        integerParam('CanIcomConfigId', {
          min: '1',
          max: '255',
          symbolicNameValue: true,
          initial: { unique: true },
        }),
        booleanParam('CanIcomWakeOnBusOff', { default: false }), // product default
      ],
      subContainers: [container('CanIcomWakeupCauses', { subContainers: [canIcomRxMessage] })],
    }),
  ],
});

// ---------------------------------------------------------------- module

const canConfigSet = container('CanConfigSet', {
  multipleConfigurationContainer: true,
  subContainers: [canController, canHardwareObject, canIcom],
});

export const canDefinition: ModuleDef = {
  name: 'Can',
  moduleId: 170,
  version: 1,
  instanceBased: true,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [canGeneral, canConfigSet],
};
