/**
 * CanSM (CAN State Manager) parameter definition, after AUTOSAR R4.4 SWS_CANStateManager chapter 10.
 * Deviations of the product from the SWS are marked "product".
 */
import {
  booleanParam,
  container,
  floatParam,
  functionNameParam,
  integerParam,
  reference,
  stringParam,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const COMM_CHANNEL = '/ComM/ComMConfigSet/ComMChannel';
const CANIF_CONTROLLER = '/CanIf/CanIfCtrlDrvCfg/CanIfCtrlCfg';
const CANIF_TRANSCEIVER = '/CanIf/CanIfTrcvDrvCfg/CanIfTrcvCfg';
const DEM_EVENT = '/Dem/DemConfigSet/DemEventParameter';

/** A time in seconds, 0 to 65.535 s in steps the SWS leaves to the implementation. */
const seconds = (name: string, fallback: string) =>
  floatParam(name, { min: '0', max: '65.535', default: fallback }); // product default

const canSMController = container('CanSMController', {
  // product: 0..* (SWS 1..*): a freshly enabled CanSM holds a network whose controllers are chosen among the
  // CanIf controllers once they exist.
  lower: 0,
  upper: 'infinite',
  references: [reference('CanSMControllerId', CANIF_CONTROLLER)],
});

const canSMDemEventParameterRefs = container('CanSMDemEventParameterRefs', {
  lower: 0,
  references: [
    reference('CANSM_E_BUS_OFF', DEM_EVENT, { lower: 0 }),
    reference('CANSM_E_MODE_REQUEST_TIMEOUT', DEM_EVENT, { lower: 0 }),
  ],
});

const canSMManagerNetwork = container('CanSMManagerNetwork', {
  lower: 1,
  upper: 'infinite',
  parameters: [
    integerParam('CanSMBorCounterL1ToL2', { min: '0', max: '255', default: '5' }), // product default
    seconds('CanSMBorTimeL1', '0.01'),
    seconds('CanSMBorTimeL2', '1'),
    seconds('CanSMBorTimeTxEnsured', '0.1'),
    booleanParam('CanSMBorTxConfirmationPolling', { default: false }),
    booleanParam('CanSMEnableBusOffDelay', { lower: 0, default: false }),
  ],
  references: [
    // product: 0..1 (SWS 1..1): a freshly enabled CanSM holds a network whose ComM channel is chosen once ComM
    // has channels (ComM's channels are 0..* here).
    reference('CanSMComMNetworkHandleRef', COMM_CHANNEL, { lower: 0 }),
    reference('CanSMTransceiverId', CANIF_TRANSCEIVER, { lower: 0 }),
  ],
  subContainers: [canSMController, canSMDemEventParameterRefs],
});

const canSMConfiguration = container('CanSMConfiguration', {
  parameters: [
    integerParam('CanSMModeRequestRepetitionMax', { min: '0', max: '255', default: '3' }), // product default
    seconds('CanSMModeRequestRepetitionTime', '0.1'),
  ],
  subContainers: [canSMManagerNetwork],
});

/** The general settings; GetBusOffDelay is the optional callout (function and header) of the spec. */
const canSMGeneral = container('CanSMGeneral', {
  parameters: [
    booleanParam('CanSMDevErrorDetect', { default: false }),
    functionNameParam('CanSMGetBusOffDelayFunction', { lower: 0 }),
    stringParam('CanSMGetBusOffDelayHeader', { lower: 0, validators: [{ name: 'headerFileName' }] }),
    booleanParam('CanSMIcomSupport', { default: false }),
    floatParam('CanSMMainFunctionTimePeriod', {
      min: '0',
      max: 'INF',
      minOpen: true,
      default: '0.01', // product default
    }),
    booleanParam('CanSMPncSupport', { default: false }),
    booleanParam('CanSMSetBaudrateApi', { default: false }),
    booleanParam('CanSMTxOfflineActiveSupport', { default: false }),
    booleanParam('CanSMVersionInfoApi', { default: false }),
  ],
});

export const canSMDefinition: ModuleDef = {
  name: 'CanSM',
  moduleId: 109,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [canSMConfiguration, canSMGeneral],
};
