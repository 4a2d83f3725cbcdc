/**
 * Lin (LIN driver) parameter definition, after AUTOSAR R4 (4.4) SWS_LINDriver chapter 10 (ECUC_Lin_*).
 * The module is instance-based: one instance per LIN driver of the ECU (`Lin_<vendorId>_<apiInfix>`).
 * Baud rates are in bit/s. Where the SWS gives no default for a mandatory parameter, the default is
 * the value a freshly created container should start with (marked "product default"); deviations
 * from the SWS multiplicities are marked where they are made.
 */
import { booleanParam, container, integerParam, reference } from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

/** Definition paths other definitions, rules and pickers point at. */
export const LIN_PATHS = {
  general: '/Lin/LinGeneral',
  globalConfig: '/Lin/LinGlobalConfig',
  channel: '/Lin/LinGlobalConfig/LinChannel',
  demEventParameterRefs: '/Lin/LinDemEventParameterRefs',
} as const;

const MCU_CLOCK_REFERENCE_POINT = '/Mcu/McuModuleConfiguration/McuClockSettingConfig/McuClockReferencePoint';
const ECUM_WAKEUP_SOURCE = '/EcuM/EcuMConfiguration/EcuMCommonConfiguration/EcuMWakeupSource';
const DEM_EVENT = '/Dem/DemConfigSet/DemEventParameter';

// ---------------------------------------------------------------- LinGeneral

const linGeneral = container('LinGeneral', {
  parameters: [
    booleanParam('LinDevErrorDetect', { default: false }),
    integerParam('LinIndex', { min: '0', max: '255', initial: '0' }),
    // Loops of a short blocking wait on the hardware before a timeout is raised.
    integerParam('LinTimeoutDuration', { min: '1', max: '65535', default: '1000' }), // product default
    booleanParam('LinVersionInfoApi', { default: false }),
  ],
});

// ---------------------------------------------------------------- LinChannel

const linDemEventParameterRefs = container('LinDemEventParameterRefs', {
  lower: 0,
  references: [reference('LIN_E_TIMEOUT', DEM_EVENT, { lower: 0 })],
});

const linChannel = container('LinChannel', {
  // 1..* in the SWS; a fresh instance starts without channels (each needs its clock reference).
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('LinChannelBaudRate', { min: '1', max: '20000', default: '19200' }), // product default
    integerParam('LinChannelId', {
      min: '0',
      max: '255',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    booleanParam('LinChannelWakeupSupport', { default: false }), // product default
  ],
  references: [
    reference('LinChannelEcuMWakeupSource', ECUM_WAKEUP_SOURCE, { lower: 0 }),
    // product: 0..1 (SWS 1..1): a channel derived from an LDF has no Mcu clock yet.
    reference('LinClockRef', MCU_CLOCK_REFERENCE_POINT, { lower: 0 }),
  ],
});

// ---------------------------------------------------------------- module

const linGlobalConfig = container('LinGlobalConfig', {
  multipleConfigurationContainer: true,
  subContainers: [linChannel],
});

export const linDefinition: ModuleDef = {
  name: 'Lin',
  moduleId: 171,
  version: 1,
  instanceBased: true,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [linDemEventParameterRefs, linGeneral, linGlobalConfig],
};
