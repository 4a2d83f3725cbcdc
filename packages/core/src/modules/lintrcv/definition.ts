/**
 * LinTrcv (LIN transceiver driver) parameter definition, after AUTOSAR R4 (4.4)
 * SWS_LINTransceiverDriver chapter 10 (ECUC_LinTrcv_*). The module is instance-based: one instance
 * per transceiver driver (`LinTrcv_<vendorId>_<apiInfix>`). Times are in seconds. Where the SWS gives
 * no default for a mandatory parameter, the default is the value a freshly created container should
 * start with (marked "product default"); deviations from the SWS multiplicities are marked where
 * they are made.
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

/** Definition paths other definitions, rules and pickers point at. */
export const LINTRCV_PATHS = {
  general: '/LinTrcv/LinTrcvGeneral',
  channel: '/LinTrcv/LinTrcvChannel',
} as const;

export const LINTRCV_INIT_STATES = [
  'LINTRCV_TRCV_MODE_NORMAL',
  'LINTRCV_TRCV_MODE_SLEEP',
  'LINTRCV_TRCV_MODE_STANDBY',
] as const;

const ECUM_WAKEUP_SOURCE = '/EcuM/EcuMConfiguration/EcuMCommonConfiguration/EcuMWakeupSource';
const ICU_CHANNEL = '/Icu/IcuConfigSet/IcuChannel';
const SPI_SEQUENCE = '/Spi/SpiDriver/SpiSequence';
const DIO_PORT = '/Dio/DioConfig/DioPort';

// ---------------------------------------------------------------- LinTrcvGeneral

const linTrcvGeneral = container('LinTrcvGeneral', {
  parameters: [
    booleanParam('LinTrcvDevErrorDetect', { default: false }),
    booleanParam('LinTrcvGetVersionInfo', { default: false }),
    integerParam('LinTrcvIndex', { min: '0', max: '255', initial: '0' }),
    enumerationParam('LinTrcvTimerType', ['None', 'Timer_1us16bit'], { default: 'None' }), // product default
    floatParam('LinTrcvWaitTime', { min: '0', max: 'INF', default: '0.0001' }), // product default
    booleanParam('LinTrcvWakeUpSupport', { default: false }), // product default
  ],
});

// ---------------------------------------------------------------- LinTrcvChannel

/** How the driver reaches the transceiver: port pins through Dio, or an SPI sequence. */
const linTrcvAccess = choiceContainer(
  'LinTrcvAccess',
  [
    container('LinTrcvDioAccess', {
      lower: 0,
      subContainers: [
        container('LinTrcvDioChannelAccess', {
          upper: 'infinite',
          parameters: [stringParam('LinTrcvHardwareInterfaceName')],
          references: [
            choiceReference('LinTrcvDioSymNameRef', [
              `${DIO_PORT}/DioChannel`,
              `${DIO_PORT}/DioChannelGroup`,
              DIO_PORT,
            ]),
          ],
        }),
      ],
    }),
    container('LinTrcvSpiSequence', {
      lower: 0,
      references: [reference('LinTrcvSpiSequenceName', SPI_SEQUENCE, { upper: 'infinite' })],
    }),
  ],
  // 1..1 in the SWS; a fresh channel starts without it until the pins or the SPI sequence are known.
  { lower: 0 },
);

const linTrcvChannel = container('LinTrcvChannel', {
  // 1..* in the SWS; a fresh instance starts without channels (each needs its access to the hardware).
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('LinTrcvChannelId', {
      min: '0',
      max: '255',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    booleanParam('LinTrcvChannelUsed', { default: true }), // product default
    enumerationParam('LinTrcvInitState', LINTRCV_INIT_STATES, { default: 'LINTRCV_TRCV_MODE_NORMAL' }), // product default
    booleanParam('LinTrcvWakeupByBusUsed', { default: false }), // product default
  ],
  references: [
    reference('LinTrcvIcuChannelRef', ICU_CHANNEL, { lower: 0 }),
    reference('LinTrcvWakeupSourceRef', ECUM_WAKEUP_SOURCE, { lower: 0 }),
  ],
  subContainers: [linTrcvAccess],
});

// ---------------------------------------------------------------- module

export const linTrcvDefinition: ModuleDef = {
  name: 'LinTrcv',
  moduleId: 143,
  version: 1,
  instanceBased: true,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE'],
  origin: 'AUTOSAR_ECUC',
  containers: [linTrcvGeneral, linTrcvChannel],
};
