/**
 * CanNm (CAN Network Management) parameter definition, after AUTOSAR R4.4 SWS_CANNetworkManagement
 * chapter 10. Deviations of the product from the SWS are marked "product".
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

const PDU = '/EcuC/EcucPduCollection/Pdu';
const COMM_CHANNEL = '/ComM/ComMConfigSet/ComMChannel';

const PDU_POSITIONS = ['CANNM_PDU_BYTE_0', 'CANNM_PDU_BYTE_1', 'CANNM_PDU_OFF'];

/** A time in seconds; the SWS leaves the range to the implementation. */
const seconds = (name: string, fallback: string, lower = 1) =>
  floatParam(name, { lower, min: '0', max: '65.535', default: fallback }); // product default

const flag = (name: string, lower = 1) => booleanParam(name, { lower, default: false });

const pduId = (name: string) => integerParam(name, { min: '0', max: '65535', initial: { unique: true } });

const canNmRxPdu = container('CanNmRxPdu', {
  upper: 'infinite',
  parameters: [pduId('CanNmRxPduId')],
  references: [reference('CanNmRxPduRef', PDU)],
});

const canNmTxPdu = container('CanNmTxPdu', {
  lower: 0,
  parameters: [pduId('CanNmTxConfirmationPduId')],
  references: [reference('CanNmTxPduRef', PDU)],
});

const canNmUserDataTxPdu = container('CanNmUserDataTxPdu', {
  lower: 0,
  parameters: [pduId('CanNmTxUserDataPduId')],
  references: [reference('CanNmTxUserDataPduRef', PDU)],
});

const canNmChannelConfig = container('CanNmChannelConfig', {
  // product: 0..* (SWS 1..*): a channel needs its ComM channel, chosen once the ComM exists.
  lower: 0,
  upper: 'infinite',
  parameters: [
    flag('CanNmActiveWakeupBitEnabled'),
    flag('CanNmAllNmMessagesKeepAwake'),
    flag('CanNmBusLoadReductionActive'),
    integerParam('CanNmCarWakeUpBitPosition', { lower: 0, min: '0', max: '7' }),
    integerParam('CanNmCarWakeUpBytePosition', { lower: 0, min: '0', max: '7' }),
    flag('CanNmCarWakeUpFilterEnabled', 0),
    integerParam('CanNmCarWakeUpFilterNodeId', { lower: 0, min: '0', max: '255' }),
    flag('CanNmCarWakeUpRxEnabled', 0),
    seconds('CanNmImmediateNmCycleTime', '0.02', 0),
    integerParam('CanNmImmediateNmTransmissions', { min: '0', max: '255', default: '0' }), // product default
    seconds('CanNmMsgCycleOffset', '0'),
    seconds('CanNmMsgCycleTime', '0.5'),
    seconds('CanNmMsgReducedTime', '0.25', 0),
    seconds('CanNmMsgTimeoutTime', '0.1', 0),
    flag('CanNmNodeDetectionEnabled'),
    integerParam('CanNmNodeId', { lower: 0, min: '0', max: '255' }),
    flag('CanNmNodeIdEnabled'),
    enumerationParam('CanNmPduCbvPosition', PDU_POSITIONS, { default: 'CANNM_PDU_BYTE_1' }), // product default
    enumerationParam('CanNmPduNidPosition', PDU_POSITIONS, { default: 'CANNM_PDU_BYTE_0' }), // product default
    flag('CanNmPnEnabled'),
    flag('CanNmPnEraCalcEnabled'),
    flag('CanNmPnHandleMultipleNetworkRequests'),
    seconds('CanNmRemoteSleepIndTime', '1.5', 0),
    seconds('CanNmRepeatMessageTime', '1.5'),
    flag('CanNmRepeatMsgIndEnabled'),
    flag('CanNmRetryFirstMessageRequest'),
    seconds('CanNmTimeoutTime', '2'),
    seconds('CanNmWaitBusSleepTime', '2'),
  ],
  references: [
    reference('CanNmComMNetworkHandleRef', COMM_CHANNEL),
    reference('CanNmPnEraRxNSduRef', PDU, { lower: 0 }),
  ],
  subContainers: [canNmRxPdu, canNmTxPdu, canNmUserDataTxPdu],
});

const canNmPnInfo = container('CanNmPnInfo', {
  lower: 0,
  parameters: [
    integerParam('CanNmPnInfoLength', { min: '1', max: '7', initial: '1' }),
    integerParam('CanNmPnInfoOffset', { min: '0', max: '7', initial: '0' }),
  ],
  subContainers: [
    container('CanNmPnFilterMaskByte', {
      upper: 'infinite',
      parameters: [
        integerParam('CanNmPnFilterMaskByteIndex', { min: '0', max: '6', initial: { unique: true } }),
        integerParam('CanNmPnFilterMaskByteValue', { min: '0', max: '255', initial: '0' }),
      ],
    }),
  ],
});

const canNmGlobalConfig = container('CanNmGlobalConfig', {
  subContainers: [canNmChannelConfig, canNmPnInfo],
});

/** The general settings: the spec's ten flags (all false) beside the other switches of the SWS. */
const canNmGeneral = container('CanNmGeneral', {
  parameters: [
    flag('CanNmBusLoadReductionEnabled'),
    flag('CanNmBusSynchronizationEnabled'),
    flag('CanNmComControlEnabled'),
    flag('CanNmComUserDataSupport'),
    flag('CanNmCoordinatorSyncSupport'),
    flag('CanNmDevErrorDetect'),
    flag('CanNmGlobalPnSupport'),
    flag('CanNmImmediateRestartEnabled'),
    flag('CanNmImmediateTxconfEnabled'),
    floatParam('CanNmMainFunctionPeriod', { min: '0', max: 'INF', minOpen: true, default: '0.01' }), // product default
    flag('CanNmNodeDetectionEnabled'),
    flag('CanNmNodeIdEnabled'),
    flag('CanNmPassiveModeEnabled'),
    flag('CanNmPduRxIndicationEnabled'),
    flag('CanNmPnEiraCalcEnabled'),
    seconds('CanNmPnResetTime', '2.5', 0),
    flag('CanNmRemoteSleepIndEnabled'),
    flag('CanNmRepeatMsgIndEnabled'),
    flag('CanNmStateChangeIndEnabled'),
    flag('CanNmUserDataEnabled'),
    flag('CanNmVersionInfoApi'),
  ],
  references: [reference('CanNmPnEiraRxNSduRef', PDU, { lower: 0 })],
});

export const canNmDefinition: ModuleDef = {
  name: 'CanNm',
  moduleId: 106,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [canNmGeneral, canNmGlobalConfig],
};
