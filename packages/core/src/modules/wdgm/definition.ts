/**
 * WdgM (Watchdog Manager) parameter definition, after AUTOSAR R4 (4.4) SWS_WatchdogManager chapter
 * 10 (ECUC_WdgM_*). WdgMGeneral holds the supervised entities with their checkpoints and internal
 * logical supervision graph, and the watchdogs (→ WdgIf devices); WdgMConfigSet holds the modes,
 * each with its alive, deadline and external logical supervisions, local status parameters and
 * watchdog triggers. Times are in seconds. The SWS spells the final-checkpoint reference of the
 * internal graph `WdgMInternallCheckpointFinalRef` (two l), and so do we: it is the name in every
 * ECUC value file. Defaults the SWS does not give are marked "product default", deviations from its
 * multiplicities "product".
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

/** Definition paths other definitions, rules, views and pickers point at. */
export const WDGM_PATHS = {
  general: '/WdgM/WdgMGeneral',
  supervisedEntity: '/WdgM/WdgMGeneral/WdgMSupervisedEntity',
  checkpoint: '/WdgM/WdgMGeneral/WdgMSupervisedEntity/WdgMCheckpoint',
  internalTransition: '/WdgM/WdgMGeneral/WdgMSupervisedEntity/WdgMInternalTransition',
  watchdog: '/WdgM/WdgMGeneral/WdgMWatchdog',
  configSet: '/WdgM/WdgMConfigSet',
  mode: '/WdgM/WdgMConfigSet/WdgMMode',
  aliveSupervision: '/WdgM/WdgMConfigSet/WdgMMode/WdgMAliveSupervision',
  deadlineSupervision: '/WdgM/WdgMConfigSet/WdgMMode/WdgMDeadlineSupervision',
  externalLogicalSupervision: '/WdgM/WdgMConfigSet/WdgMMode/WdgMExternalLogicalSupervision',
  externalTransition: '/WdgM/WdgMConfigSet/WdgMMode/WdgMExternalLogicalSupervision/WdgMExternalTransition',
  localStatusParams: '/WdgM/WdgMConfigSet/WdgMMode/WdgMLocalStatusParams',
  trigger: '/WdgM/WdgMConfigSet/WdgMMode/WdgMTrigger',
} as const;

/** Reference names of the logical supervision graphs. */
export const WDGM_REFS = {
  internalInitial: 'WdgMInternalCheckpointInitialRef',
  internalFinal: 'WdgMInternallCheckpointFinalRef',
  internalSource: 'WdgMInternalTransitionSourceRef',
  internalDest: 'WdgMInternalTransitionDestRef',
  externalInitial: 'WdgMExternalCheckpointInitialRef',
  externalFinal: 'WdgMExternalCheckpointFinalRef',
  externalSource: 'WdgMExternalTransitionSourceRef',
  externalDest: 'WdgMExternalTransitionDestRef',
} as const;

const DEM_EVENT = '/Dem/DemConfigSet/DemEventParameter';
const PARTITION = '/EcuC/EcucPartitionCollection/EcucPartition';
const WDGIF_DEVICE = '/WdgIf/WdgIfDevice';
const CHECKPOINT = WDGM_PATHS.checkpoint;

// ---------------------------------------------------------------- WdgMGeneral

const wdgMCheckpoint = container('WdgMCheckpoint', {
  upper: 'infinite',
  parameters: [
    integerParam('WdgMCheckpointId', {
      min: '0',
      max: '65535',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
  ],
});

const wdgMInternalTransition = container('WdgMInternalTransition', {
  lower: 0,
  upper: 'infinite',
  references: [
    reference(WDGM_REFS.internalDest, CHECKPOINT),
    reference(WDGM_REFS.internalSource, CHECKPOINT),
  ],
});

const wdgMSupervisedEntity = container('WdgMSupervisedEntity', {
  upper: 'infinite',
  parameters: [
    integerParam('WdgMSupervisedEntityId', {
      min: '0',
      max: '65535',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
  ],
  references: [
    reference('WdgMEcucPartitionRef', PARTITION, { lower: 0 }),
    reference(WDGM_REFS.internalInitial, CHECKPOINT, { lower: 0, upper: 'infinite' }),
    reference(WDGM_REFS.internalFinal, CHECKPOINT, { lower: 0, upper: 'infinite' }),
  ],
  subContainers: [wdgMCheckpoint, wdgMInternalTransition],
});

const wdgMWatchdog = container('WdgMWatchdog', {
  // product: 0..* (SWS 1..*): a watchdog needs its WdgIf device, which needs a Wdg driver first.
  lower: 0,
  upper: 'infinite',
  references: [reference('WdgMWatchdogDeviceRef', WDGIF_DEVICE)],
});

const wdgMGeneral = container('WdgMGeneral', {
  parameters: [
    booleanParam('WdgMDemStoppedSupervisionReport', { default: false }), // product default
    booleanParam('WdgMDevErrorDetect', { default: false }),
    booleanParam('WdgMImmediateReset', { default: false }), // product default
    booleanParam('WdgMOffModeEnabled', { default: false }), // product default
    booleanParam('WdgMVersionInfoApi', { default: false }),
  ],
  subContainers: [wdgMSupervisedEntity, wdgMWatchdog],
});

// ---------------------------------------------------------------- WdgMConfigSet

const wdgMAliveSupervision = container('WdgMAliveSupervision', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('WdgMExpectedAliveIndications', { min: '0', max: '65535', initial: '1' }),
    integerParam('WdgMMaxMargin', { min: '0', max: '255', initial: '0' }),
    integerParam('WdgMMinMargin', { min: '0', max: '255', initial: '0' }),
    integerParam('WdgMSupervisionReferenceCycle', { min: '1', max: '65535', initial: '1' }),
  ],
  references: [reference('WdgMAliveSupervisionCheckpointRef', CHECKPOINT)],
});

const wdgMDeadlineSupervision = container('WdgMDeadlineSupervision', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    floatParam('WdgMDeadlineMax', { min: '0', max: 'INF', default: '0.01' }), // product default
    floatParam('WdgMDeadlineMin', { min: '0', max: 'INF', default: '0' }), // product default
  ],
  references: [reference('WdgMDeadlineStartRef', CHECKPOINT), reference('WdgMDeadlineStopRef', CHECKPOINT)],
});

const wdgMExternalTransition = container('WdgMExternalTransition', {
  upper: 'infinite',
  references: [
    reference(WDGM_REFS.externalDest, CHECKPOINT),
    reference(WDGM_REFS.externalSource, CHECKPOINT),
  ],
});

const wdgMExternalLogicalSupervision = container('WdgMExternalLogicalSupervision', {
  lower: 0,
  upper: 'infinite',
  references: [
    reference(WDGM_REFS.externalFinal, CHECKPOINT, { upper: 'infinite' }),
    reference(WDGM_REFS.externalInitial, CHECKPOINT, { upper: 'infinite' }),
  ],
  subContainers: [wdgMExternalTransition],
});

const wdgMLocalStatusParams = container('WdgMLocalStatusParams', {
  lower: 0,
  upper: 'infinite',
  parameters: [integerParam('WdgMFailedAliveSupervisionRefCycleTol', { min: '0', max: '255', initial: '0' })],
  references: [reference('WdgMLocalStatusSupervisedEntityRef', WDGM_PATHS.supervisedEntity)],
});

const wdgMTrigger = container('WdgMTrigger', {
  // product: 0..* (SWS 1..*): a trigger needs a WdgM watchdog, which a fresh configuration lacks.
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('WdgMTriggerConditionValue', { min: '1', max: '65535', initial: '1' }),
    enumerationParam('WdgMWatchdogMode', ['WDGIF_FAST_MODE', 'WDGIF_OFF_MODE', 'WDGIF_SLOW_MODE'], {
      default: 'WDGIF_SLOW_MODE', // product default
    }),
  ],
  references: [reference('WdgMTriggerWatchdogRef', WDGM_PATHS.watchdog)],
});

const wdgMMode = container('WdgMMode', {
  upper: 'infinite',
  parameters: [
    integerParam('WdgMExpiredSupervisionCycleTol', { min: '0', max: '255', initial: '0' }),
    integerParam('WdgMModeId', { min: '0', max: '255', symbolicNameValue: true, initial: { unique: true } }),
    floatParam('WdgMSupervisionCycle', { min: '0', max: 'INF', minOpen: true, default: '0.01' }), // product default
  ],
  subContainers: [
    wdgMAliveSupervision,
    wdgMDeadlineSupervision,
    wdgMExternalLogicalSupervision,
    wdgMLocalStatusParams,
    wdgMTrigger,
  ],
});

const wdgMDemEventParameterRefs = container('WdgMDemEventParameterRefs', {
  lower: 0,
  references: [
    reference('WDGM_E_SET_MODE', DEM_EVENT, { lower: 0 }),
    reference('WDGM_E_SUPERVISION', DEM_EVENT, { lower: 0 }),
  ],
});

const wdgMConfigSet = container('WdgMConfigSet', {
  // product: 0..1 (SWS 1..1): chosen once the modes are defined.
  references: [reference('WdgMInitialMode', WDGM_PATHS.mode, { lower: 0 })],
  subContainers: [wdgMDemEventParameterRefs, wdgMMode],
});

// ---------------------------------------------------------------- module

export const wdgMDefinition: ModuleDef = {
  name: 'WdgM',
  moduleId: 15,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [wdgMConfigSet, wdgMGeneral],
};
