/**
 * ComM (Communication Manager) parameter definition, after AUTOSAR R4.4 SWS_ComManager chapter 10.
 * Deviations of the product from the SWS are marked "product".
 */
import {
  booleanParam,
  container,
  enumerationParam,
  floatParam,
  integerParam,
  reference,
  stringParam,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const COMM_CHANNEL = '/ComM/ComMConfigSet/ComMChannel';
const COMM_USER = '/ComM/ComMConfigSet/ComMUser';
const COM_SIGNAL = '/Com/ComConfig/ComSignal';
const NVM_BLOCK = '/NvM/NvMBlockDescriptor';
const ECUC_PARTITION = '/EcuC/EcucPartitionCollection/EcucPartition';

export const COMM_BUS_TYPES = [
  'COMM_BUS_TYPE_CAN',
  'COMM_BUS_TYPE_CDD',
  'COMM_BUS_TYPE_ETH',
  'COMM_BUS_TYPE_FR',
  'COMM_BUS_TYPE_INTERNAL',
  'COMM_BUS_TYPE_LIN',
] as const;

const comMNetworkManagement = container('ComMNetworkManagement', {
  parameters: [
    floatParam('ComMNmLightTimeout', { lower: 0, min: '0', max: 'INF' }),
    enumerationParam('ComMNmVariant', ['FULL', 'LIGHT', 'LINSLAVE', 'NONE', 'PASSIVE'], { default: 'FULL' }), // product default
    booleanParam('ComMPncNmRequest', { lower: 0, default: false }),
  ],
});

const comMUserPerChannel = container('ComMUserPerChannel', {
  lower: 0,
  upper: 'infinite',
  references: [reference('ComMUserChannel', COMM_USER)],
});

const comMChannel = container('ComMChannel', {
  // product: 0..* (SWS 1..*): a freshly enabled ComM holds no channel until a bus is configured.
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam('ComMBusType', COMM_BUS_TYPES, { default: 'COMM_BUS_TYPE_CAN' }), // product default
    stringParam('ComMCDDBusPrefix', { lower: 0 }),
    integerParam('ComMChannelId', { min: '0', max: '255', initial: { unique: true } }),
    booleanParam('ComMFullCommRequestNotificationEnabled', { default: false }),
    enumerationParam('ComMGatewayType', ['COMM_GATEWAY_TYPE_ACTIVE', 'COMM_GATEWAY_TYPE_PASSIVE'], {
      lower: 0,
    }),
    floatParam('ComMMainFunctionPeriod', { min: '0', max: 'INF', minOpen: true, default: '0.01' }), // product default
    booleanParam('ComMNoCom', { default: false }),
    booleanParam('ComMNoWakeup', { default: false }),
    booleanParam('ComMNoWakeUpInhibitionNvmStorage', { lower: 0, default: false }),
    enumerationParam(
      'ComMPncGatewayType',
      ['COMM_GATEWAY_TYPE_ACTIVE', 'COMM_GATEWAY_TYPE_NONE', 'COMM_GATEWAY_TYPE_PASSIVE'],
      { lower: 0 },
    ),
  ],
  references: [
    reference('ComMChannelPartitionRef', ECUC_PARTITION, { lower: 0 }),
    reference('ComMManageReference', COMM_CHANNEL, { lower: 0, upper: 'infinite' }),
  ],
  subContainers: [comMNetworkManagement, comMUserPerChannel],
});

const comMPncComSignal = container('ComMPncComSignal', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam('ComMPncComSignalDirection', ['RX', 'TX'], { default: 'RX' }), // product default
    enumerationParam('ComMPncComSignalKind', ['EIRA', 'ERA'], { default: 'EIRA' }), // product default
  ],
  references: [
    reference('ComMPncComSignalChannelRef', COMM_CHANNEL, { lower: 0 }),
    reference('ComMPncComSignalRef', COM_SIGNAL),
  ],
});

const comMPnc = container('ComMPnc', {
  lower: 0,
  upper: 'infinite',
  parameters: [integerParam('ComMPncId', { min: '0', max: '511', initial: { unique: true } })],
  references: [
    reference('ComMChannelPerPnc', COMM_CHANNEL, { upper: 'infinite' }),
    reference('ComMUserPerPnc', COMM_USER, { lower: 0, upper: 'infinite' }),
  ],
  subContainers: [comMPncComSignal],
});

const comMUser = container('ComMUser', {
  // product: 0..* (SWS 1..*), as the channels.
  lower: 0,
  upper: 'infinite',
  parameters: [integerParam('ComMUserIdentifier', { min: '0', max: '255', initial: { unique: true } })],
});

const comMConfigSet = container('ComMConfigSet', {
  parameters: [
    integerParam('ComMEcuGroupClassification', { lower: 0, min: '0', max: '3', default: '3' }),
    booleanParam('ComMPncEnabled', { lower: 0, default: false }),
  ],
  subContainers: [comMChannel, comMPnc, comMUser],
});

/** The general settings: the spec's six (five flags, all false, and the global NvM block) and the SWS's others. */
const comMGeneral = container('ComMGeneral', {
  parameters: [
    booleanParam('ComMDevErrorDetect', { default: false }),
    booleanParam('ComMDirectUserMapping', { default: false }),
    booleanParam('ComMModeLimitationEnabled', { default: false }),
    booleanParam('ComMPncGatewayEnabled', { lower: 0, default: false }),
    floatParam('ComMPncPrepareSleepTimer', { lower: 0, min: '0', max: 'INF', default: '1' }),
    booleanParam('ComMPncSupport', { lower: 0, default: false }),
    booleanParam('ComMResetAfterForcingNoComm', { default: false }),
    booleanParam('ComMSynchronousWakeUp', { default: false }),
    floatParam('ComMTMinFullComModeDuration', { min: '0', max: '65.535', default: '5' }), // product default
    booleanParam('ComMVersionInfoApi', { default: false }),
    booleanParam('ComMWakeupInhibitionEnabled', { default: false }),
  ],
  references: [reference('ComMGlobalNvMBlockDescriptor', NVM_BLOCK, { lower: 0 })],
});

export const comMDefinition: ModuleDef = {
  name: 'ComM',
  moduleId: 100,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [comMConfigSet, comMGeneral],
};
