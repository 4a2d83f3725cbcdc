/**
 * Nm (Generic Network Management Interface) parameter definition, after AUTOSAR R4.4 SWS_NetworkManagementInterface
 * chapter 10. Deviations of the product from the SWS are marked "product".
 */
import {
  booleanParam,
  choiceContainer,
  container,
  enumerationParam,
  floatParam,
  functionNameParam,
  integerParam,
  reference,
  stringParam,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const COMM_CHANNEL = '/ComM/ComMConfigSet/ComMChannel';
const COM_SIGNAL = '/Com/ComConfig/ComSignal';

const flag = (name: string) => booleanParam(name, { default: false });

const nmBusType = choiceContainer('NmBusType', [
  container('NmGenericBusNmConfig', {
    lower: 0,
    parameters: [
      stringParam('NmGenericBusNmPrefix', { default: 'BusNm' }), // product default
      floatParam('NmGenericBusNmShutdownTime', { lower: 0, min: '0', max: '65.535' }),
    ],
  }),
  container('NmStandardBusNmConfig', {
    lower: 0,
    parameters: [
      enumerationParam(
        'NmStandardBusType',
        [
          'NM_BUSNM_CANNM',
          'NM_BUSNM_FRNM',
          'NM_BUSNM_J1939NM',
          'NM_BUSNM_LINNM',
          'NM_BUSNM_LOCALNM',
          'NM_BUSNM_OSEKNM',
          'NM_BUSNM_UDPNM',
        ],
        { default: 'NM_BUSNM_CANNM' }, // product default
      ),
    ],
  }),
]);

const nmChannelConfig = container('NmChannelConfig', {
  // product: 0..* (SWS 1..*): a channel needs its ComM channel, chosen once the ComM exists.
  lower: 0,
  upper: 'infinite',
  parameters: [
    flag('NmActiveCoordinator'),
    flag('NmChannelSleepMaster'),
    integerParam('NmCoordClusterIndex', { lower: 0, min: '0', max: '255' }),
    flag('NmStateReportEnabled'),
    flag('NmSynchronizingNetwork'),
  ],
  references: [
    reference('NmComMChannelRef', COMM_CHANNEL),
    reference('NmStateReportSignalRef', COM_SIGNAL, { lower: 0 }),
  ],
  subContainers: [nmBusType],
});

const nmGlobalConfig = container('NmGlobalConfig', {
  subContainers: [
    container('NmGlobalConstants', {
      parameters: [integerParam('NmNumberOfChannels', { min: '1', max: '255', initial: '1' })],
    }),
    container('NmGlobalFeatures', {
      parameters: [
        flag('NmBusSynchronizationEnabled'),
        functionNameParam('NmCarWakeUpCallout', { lower: 0 }),
        flag('NmComControlEnabled'),
        flag('NmComUserDataSupport'),
        flag('NmCoordinatorSupportEnabled'),
        flag('NmCoordinatorSyncSupport'),
        floatParam('NmCycletimeMainFunction', { lower: 0, min: '0', max: 'INF', minOpen: true }),
        flag('NmDynamicPncToChannelMappingEnabled'),
        floatParam('NmGlobalCoordinatorTime', { lower: 0, min: '0', max: '65.535' }),
        flag('NmNodeDetectionEnabled'),
        flag('NmNodeIdEnabled'),
        flag('NmPassiveModeEnabled'),
        flag('NmPduRxIndicationEnabled'),
        flag('NmRemoteSleepIndEnabled'),
        flag('NmRepeatMsgIndEnabled'),
        flag('NmStateChangeIndEnabled'),
        flag('NmUserDataEnabled'),
      ],
    }),
    container('NmGlobalProperties', {
      parameters: [flag('NmDevErrorDetect'), flag('NmVersionInfoApi')],
    }),
  ],
});

export const nmDefinition: ModuleDef = {
  name: 'Nm',
  moduleId: 105,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE'],
  origin: 'AUTOSAR_ECUC',
  containers: [nmChannelConfig, nmGlobalConfig],
};
