/**
 * LinNm (LIN Network Management) parameter definition, after AUTOSAR R4.4 SWS_LINNetworkManagement chapter 10.
 * Deviations of the product from the SWS are marked "product".
 */
import { booleanParam, container, floatParam, reference } from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const COMM_CHANNEL = '/ComM/ComMConfigSet/ComMChannel';

const flag = (name: string) => booleanParam(name, { default: false }); // product default

const linNmChannelConfig = container('LinNmChannelConfig', {
  // product: 0..* (SWS 1..*): a channel needs its ComM channel, chosen once ComM has LIN channels.
  lower: 0,
  upper: 'infinite',
  parameters: [
    floatParam('LinNmTimeoutTime', { min: '0', max: 'INF', minOpen: true, default: '2' }), // product default
  ],
  references: [reference('LinNmComMNetworkHandleRef', COMM_CHANNEL)],
});

/** The global switches (all off in a new project) and the channels. */
const linNmGlobalConfig = container('LinNmGlobalConfig', {
  parameters: [
    flag('LinNmBusSynchronizationEnabled'),
    flag('LinNmComControlEnabled'),
    flag('LinNmComUserDataSupport'),
    flag('LinNmCoordinatorSyncSupport'),
    flag('LinNmDevErrorDetect'),
    floatParam('LinNmMainFunctionPeriod', { min: '0', max: 'INF', minOpen: true, default: '0.01' }), // product default
    flag('LinNmNodeDetectionEnabled'),
    flag('LinNmNodeIdEnabled'),
    flag('LinNmPassiveModeEnabled'),
    flag('LinNmRemoteSleepIndicationEnabled'),
    flag('LinNmStateChangeIndEnabled'),
    flag('LinNmSynchronizationPointEnabled'),
    flag('LinNmUserDataEnabled'),
    flag('LinNmVersionInfoApi'),
  ],
  subContainers: [linNmChannelConfig],
});

export const linNmDefinition: ModuleDef = {
  name: 'LinNm',
  moduleId: 107,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [linNmGlobalConfig],
};
