/**
 * CanTrcv (CAN transceiver driver) parameter definition, after AUTOSAR R4 (4.4)
 * SWS_CANTransceiverDriver chapter 10 (ECUC_CanTrcv_*). The module is instance-based: one instance
 * per transceiver driver (`CanTrcv_<vendorId>_<apiInfix>`). Times are in seconds, baud rates in
 * kbit/s. Where the SWS gives no default for a mandatory parameter, the default is the value a
 * freshly created container should start with (marked "product default"); deviations from the SWS
 * multiplicities are marked where they are made.
 */
import {
  booleanParam,
  choiceContainer,
  choiceReference,
  container,
  enumerationParam,
  floatParam,
  integerParam,
  reference,
  stringParam,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const CAN_ID_MAX = '536870911'; // 29-bit identifier

/** Definition paths other definitions, rules and pickers point at. */
export const CANTRCV_PATHS = {
  general: '/CanTrcv/CanTrcvGeneral',
  configSet: '/CanTrcv/CanTrcvConfigSet',
  channel: '/CanTrcv/CanTrcvConfigSet/CanTrcvChannel',
  partialNetwork: '/CanTrcv/CanTrcvConfigSet/CanTrcvChannel/CanTrcvPartialNetwork',
} as const;

export const CANTRCV_INIT_STATES = [
  'CANTRCV_OP_MODE_NORMAL',
  'CANTRCV_OP_MODE_SLEEP',
  'CANTRCV_OP_MODE_STANDBY',
] as const;

const PARTITION = '/EcuC/EcucPartitionCollection/EcucPartition';
const ECUM_WAKEUP_SOURCE = '/EcuM/EcuMConfiguration/EcuMCommonConfiguration/EcuMWakeupSource';
const ICU_CHANNEL = '/Icu/IcuConfigSet/IcuChannel';
const SPI_SEQUENCE = '/Spi/SpiDriver/SpiSequence';
const DIO_PORT = '/Dio/DioConfig/DioPort';
const DEM_EVENT = '/Dem/DemConfigSet/DemEventParameter';

/** A period or duration in seconds (AUTOSAR ECUC float 0..INF). */
const seconds = (name: string, options: { lower?: number; default?: string } = {}) =>
  floatParam(name, { min: '0', max: 'INF', ...options });

// ---------------------------------------------------------------- CanTrcvGeneral

const canTrcvGeneral = container('CanTrcvGeneral', {
  parameters: [
    booleanParam('CanTrcvDevErrorDetect', { default: false }),
    booleanParam('CanTrcvGetVersionInfo', { default: false }),
    integerParam('CanTrcvIndex', { min: '0', max: '255', initial: '0' }),
    seconds('CanTrcvMainFunctionDiagnosticsPeriod', { lower: 0 }),
    seconds('CanTrcvMainFunctionPeriod', { default: '0.01' }), // product default
    integerParam('CanTrcvSPICommRetries', { min: '0', max: '255', default: '0' }), // product default
    integerParam('CanTrcvSPICommTimeout', { min: '0', max: '65535', default: '0' }), // product default
    enumerationParam('CanTrcvTimerType', ['None', 'Timer_1us16bit'], { default: 'None' }), // product default
    seconds('CanTrcvWaitTime', { default: '0.0001' }), // product default
    enumerationParam('CanTrcvWakeUpSupport', ['CANTRCV_WAKEUP_BY_POLLING', 'CANTRCV_WAKEUP_NOT_SUPPORTED'], {
      default: 'CANTRCV_WAKEUP_NOT_SUPPORTED', // product default
    }),
  ],
  references: [reference('CanTrcvEcucPartitionRef', PARTITION, { lower: 0, upper: 'infinite' })],
});

// ---------------------------------------------------------------- CanTrcvChannel

/** How the driver reaches the transceiver: port pins through Dio, or an SPI sequence. */
const canTrcvAccess = choiceContainer(
  'CanTrcvAccess',
  [
    container('CanTrcvDioAccess', {
      lower: 0,
      subContainers: [
        container('CanTrcvDioChannelAccess', {
          upper: 'infinite',
          parameters: [stringParam('CanTrcvHardwareInterfaceName')],
          references: [
            choiceReference('CanTrcvDioSymNameRef', [
              `${DIO_PORT}/DioChannel`,
              `${DIO_PORT}/DioChannelGroup`,
              DIO_PORT,
            ]),
          ],
        }),
      ],
    }),
    container('CanTrcvSpiSequence', {
      lower: 0,
      references: [reference('CanTrcvSpiSequenceName', SPI_SEQUENCE, { upper: 'infinite' })],
    }),
  ],
  // 1..1 in the SWS; a fresh channel starts without it until the pins or the SPI sequence are known.
  { lower: 0 },
);

const canTrcvPartialNetwork = container('CanTrcvPartialNetwork', {
  lower: 0,
  parameters: [
    integerParam('CanTrcvBaudRate', { min: '1', max: '65535', default: '500' }), // product default
    booleanParam('CanTrcvBusErrFlag', { default: false }), // product default
    booleanParam('CanTrcvPnCanIdIsExtended', { default: false }), // product default
    booleanParam('CanTrcvPnEnabled', { default: true }), // product default
    integerParam('CanTrcvPnFrameCanId', { min: '0', max: CAN_ID_MAX, initial: '0' }),
    integerParam('CanTrcvPnFrameCanIdMask', { min: '0', max: CAN_ID_MAX, initial: '0' }),
    integerParam('CanTrcvPnFrameDlc', { min: '0', max: '8', default: '8' }), // product default
    booleanParam('CanTrcvPowerOnFlag', { default: false }), // product default
  ],
  subContainers: [
    container('CanTrcvPnFrameDataMaskSpec', {
      upper: 'infinite',
      parameters: [
        integerParam('CanTrcvPnFrameDataMask', { min: '0', max: '255', initial: '0' }),
        integerParam('CanTrcvPnFrameDataMaskIndex', { min: '0', max: '7', initial: { unique: true } }),
      ],
    }),
  ],
});

const canTrcvDemEventParameterRefs = container('CanTrcvDemEventParameterRefs', {
  lower: 0,
  references: [reference('CANTRCV_E_BUS_ERROR', DEM_EVENT, { lower: 0 })],
});

const canTrcvChannel = container('CanTrcvChannel', {
  upper: 'infinite',
  parameters: [
    integerParam('CanTrcvChannelId', {
      min: '0',
      max: '255',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    booleanParam('CanTrcvChannelUsed', { default: true }), // product default
    booleanParam('CanTrcvControlsPowerSupply', { default: false }), // product default
    booleanParam('CanTrcvHwPnSupport', { default: false }), // product default
    enumerationParam('CanTrcvInitState', CANTRCV_INIT_STATES, { default: 'CANTRCV_OP_MODE_NORMAL' }), // product default
    integerParam('CanTrcvMaxBaudrate', { min: '1', max: '65535', default: '1000' }), // product default
    booleanParam('CanTrcvWakeupByBusUsed', { default: false }), // product default
  ],
  references: [
    reference('CanTrcvIcuChannelRef', ICU_CHANNEL, { lower: 0 }),
    reference('CanTrcvPorWakeupSourceRef', ECUM_WAKEUP_SOURCE, { lower: 0 }),
    reference('CanTrcvSyserrWakeupSourceRef', ECUM_WAKEUP_SOURCE, { lower: 0 }),
    reference('CanTrcvWakeupSourceRef', ECUM_WAKEUP_SOURCE, { lower: 0 }),
  ],
  subContainers: [canTrcvAccess, canTrcvDemEventParameterRefs, canTrcvPartialNetwork],
});

// ---------------------------------------------------------------- module

export const canTrcvDefinition: ModuleDef = {
  name: 'CanTrcv',
  moduleId: 141,
  version: 1,
  instanceBased: true,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE'],
  origin: 'AUTOSAR_ECUC',
  containers: [canTrcvGeneral, container('CanTrcvConfigSet', { subContainers: [canTrcvChannel] })],
};
