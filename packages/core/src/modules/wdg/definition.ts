/**
 * Wdg (Watchdog Driver) parameter definition, after AUTOSAR R4 (4.4) SWS_WatchdogDriver chapter 10
 * (ECUC_Wdg_*). The module is instance-based: one instance per watchdog driver (internal watchdog or
 * external watchdog hardware reached through Dio or Spi). The three mode settings are hardware
 * specific: the SWS defines their containers without parameters. Times are in seconds. Where the SWS
 * gives no default for a mandatory parameter, the default is the value a freshly created container
 * starts with (marked "product default"); deviations from the SWS multiplicities are marked
 * "product".
 */
import {
  booleanParam,
  choiceReference,
  container,
  enumerationParam,
  floatParam,
  functionNameParam,
  integerParam,
  reference,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

/** Definition paths other definitions, rules and pickers point at. */
export const WDG_PATHS = {
  general: '/Wdg/WdgGeneral',
  settings: '/Wdg/WdgSettingsConfig',
  publishedInformation: '/Wdg/WdgPublishedInformation',
} as const;

/** The watchdog modes of WdgIf_ModeType, shared with WdgM's triggers. */
export const WDGIF_MODES = ['WDGIF_FAST_MODE', 'WDGIF_OFF_MODE', 'WDGIF_SLOW_MODE'] as const;

const DEM_EVENT = '/Dem/DemConfigSet/DemEventParameter';
const DIO_CHANNEL_GROUP = '/Dio/DioConfig/DioPort/DioChannelGroup';
const SPI_SEQUENCE = '/Spi/SpiDriver/SpiSequence';

/** A timeout of the watchdog: 0..65.535 s in the SWS. */
const timeout = (name: string, fallback: string) =>
  floatParam(name, { min: '0', max: '65.535', default: fallback }); // product default

const wdgDemEventParameterRefs = container('WdgDemEventParameterRefs', {
  lower: 0,
  references: [
    reference('WDG_E_DISABLE_REJECTED', DEM_EVENT, { lower: 0 }),
    reference('WDG_E_MODE_FAILED', DEM_EVENT, { lower: 0 }),
  ],
});

const wdgGeneral = container('WdgGeneral', {
  parameters: [
    booleanParam('WdgDevErrorDetect', { default: false }),
    booleanParam('WdgDisableAllowed', { default: false }), // product default
    integerParam('WdgIndex', { min: '0', max: '255', initial: '0' }),
    timeout('WdgInitialTimeout', '0.1'),
    timeout('WdgMaxTimeout', '0.5'),
    enumerationParam('WdgRunArea', ['RAM', 'ROM'], { default: 'ROM' }), // product default
    // product: 0..1 (SWS 1..1): the trigger routine's place is known once the driver is integrated.
    functionNameParam('WdgTriggerLocation', { lower: 0 }),
    booleanParam('WdgVersionInfoApi', { default: false }),
  ],
});

/** External watchdog hardware: the Dio channel group or Spi sequence that drives it. */
const wdgExternalConfiguration = container('WdgExternalConfiguration', {
  lower: 0,
  references: [choiceReference('WdgExternalContainerRef', [DIO_CHANNEL_GROUP, SPI_SEQUENCE])],
});

const wdgSettingsConfig = container('WdgSettingsConfig', {
  parameters: [enumerationParam('WdgDefaultMode', WDGIF_MODES, { default: 'WDGIF_SLOW_MODE' })], // product default
  subContainers: [
    wdgExternalConfiguration,
    container('WdgSettingsFast'),
    container('WdgSettingsOff'),
    container('WdgSettingsSlow'),
  ],
});

const wdgPublishedInformation = container('WdgPublishedInformation', {
  parameters: [
    enumerationParam('WdgTriggerMode', ['WDG_BOTH', 'WDG_TOGGLE', 'WDG_WINDOW'], { default: 'WDG_TOGGLE' }), // product default
  ],
});

export const wdgDefinition: ModuleDef = {
  name: 'Wdg',
  moduleId: 261,
  version: 1,
  instanceBased: true,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [wdgDemEventParameterRefs, wdgGeneral, wdgSettingsConfig, wdgPublishedInformation],
};
