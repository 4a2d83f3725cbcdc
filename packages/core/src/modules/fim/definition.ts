/**
 * FiM (Function Inhibition Manager) parameter definition, after AUTOSAR R4 (4.4) SWS_FunctionInhibitionManager
 * chapter 10 (ECUC_FiM_*): the general switches and limits, and the configuration set — the function
 * identifiers (FIDs), the inhibition configurations that tie a FID to Dem events, Dem components and summary
 * events under an inhibition mask, and the summary events that gather Dem events. Deviations from the SWS
 * multiplicities are marked "product".
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

/** Definition paths rules, the call lists and other definitions point at. */
export const FIM_PATHS = {
  general: '/FiM/FiMGeneral',
  configSet: '/FiM/FiMConfigSet',
  fid: '/FiM/FiMConfigSet/FiMFID',
  inhibitionConfiguration: '/FiM/FiMConfigSet/FiMInhibitionConfiguration',
  summaryEvent: '/FiM/FiMConfigSet/FiMSummaryEvent',
} as const;

/** The Dem containers FiM refers to (Dem's own definition, pending here). */
export const FIM_DEM_DESTINATIONS = {
  event: '/Dem/DemConfigSet/DemEventParameter',
  component: '/Dem/DemConfigSet/DemComponent',
} as const;

/** The inhibition masks of the SWS: which event status inhibits the function. */
export const FIM_INHIBITION_MASKS = [
  'FIM_LAST_FAILED',
  'FIM_NOT_TESTED',
  'FIM_TESTED',
  'FIM_TESTED_AND_FAILED',
] as const;

/** The optional limits of FiMGeneral (sizes of the inhibition matrix the implementation reserves). */
const limit = (name: string) => integerParam(name, { lower: 0, min: '1', max: '65535' });

const fimGeneral = container('FiMGeneral', {
  // The switches' defaults are product defaults: off, and the data fixed (not calibratable).
  parameters: [
    booleanParam('FiMAvailabilitySupport', { default: false }),
    booleanParam('FiMDataFixed', { default: true }),
    booleanParam('FiMDevErrorDetect', { default: false }),
    booleanParam('FiMEventUpdateTriggeredByDem', { default: false }),
    limit('FiMMaxEventsPerFidInhibitionConfiguration'),
    limit('FiMMaxFiMInhibitionConfigurations'),
    limit('FiMMaxInputEventsPerSummaryEvents'),
    limit('FiMMaxSumEventsPerFidInhibitionConfiguration'),
    limit('FiMMaxSummaryEvents'),
    // Seconds between two FiM_MainFunction calls; product default 10 ms.
    floatParam('FiMTaskTime', { min: '0', max: 'INF', minOpen: true, default: '0.01' }),
    booleanParam('FiMVersionInfoApi', { default: false }),
  ],
});

const fimFid = container('FiMFID', {
  // product: 0..* (SWS 1..*) so that a freshly enabled FiM verifies.
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('FiMFunctionId', {
      min: '0',
      max: '65535',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
  ],
});

const fimInhibitionConfiguration = container('FiMInhibitionConfiguration', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    // Product default FIM_LAST_FAILED (the SWS gives none): a new configuration inhibits on the last failure.
    enumerationParam('FiMInhInhibitionMask', FIM_INHIBITION_MASKS, { default: 'FIM_LAST_FAILED' }),
  ],
  references: [
    reference('FiMInhComponentRef', FIM_DEM_DESTINATIONS.component, { lower: 0, upper: 'infinite' }),
    reference('FiMInhEventRef', FIM_DEM_DESTINATIONS.event, { lower: 0, upper: 'infinite' }),
    reference('FiMInhFunctionIdRef', FIM_PATHS.fid),
    reference('FiMInhSumRef', FIM_PATHS.summaryEvent, { lower: 0, upper: 'infinite' }),
  ],
});

const fimSummaryEvent = container('FiMSummaryEvent', {
  lower: 0,
  upper: 'infinite',
  references: [
    // product: 0..* (SWS 1..*) so that a summary event can be added before its events; E_FiM0003 asks for one.
    reference('FiMInputSumEventRef', FIM_DEM_DESTINATIONS.event, { lower: 0, upper: 'infinite' }),
  ],
});

const fimConfigSet = container('FiMConfigSet', {
  subContainers: [fimFid, fimInhibitionConfiguration, fimSummaryEvent],
});

export const fimDefinition: ModuleDef = {
  name: 'FiM',
  moduleId: 13,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [fimConfigSet, fimGeneral],
};
