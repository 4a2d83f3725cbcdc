/**
 * PduR (PDU Router) parameter definition, after AUTOSAR R4.4 SWS_PDURouter chapter 10.
 * Deviations of the product from the SWS are marked "product".
 */
import {
  booleanParam,
  container,
  enumerationParam,
  foreignReference,
  integerParam,
  reference,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const PDU = '/EcuC/EcucPduCollection/Pdu';
const TX_BUFFER = '/PduR/PduRRoutingPaths/PduRTxBuffer';
const DEST_PDU = '/PduR/PduRRoutingPaths/PduRRoutingPath/PduRDestPdu';
const U16_MAX = '65535';
const U32_MAX = '4294967295';

/** One BSW module the router talks to, and the interfaces it offers or uses. */
const pduRBswModules = container('PduRBswModules', {
  // product: 0..* (SWS 1..*): the modules are added as the communication stack is configured.
  lower: 0,
  upper: 'infinite',
  parameters: [
    booleanParam('PduRCancelReceive', { default: false }),
    booleanParam('PduRCancelTransmit', { default: false }),
    booleanParam('PduRChangeParameterRequest', { default: false }),
    booleanParam('PduRCommunicationInterface', { default: false }),
    booleanParam('PduRLowerModule', { default: false }),
    booleanParam('PduRRetransmission', { default: false }),
    booleanParam('PduRTransportProtocol', { default: false }),
    booleanParam('PduRTriggertransmit', { default: false }),
    booleanParam('PduRTxConfirmation', { default: false }),
    booleanParam('PduRUpperModule', { default: false }),
    booleanParam('PduRUseTag', { default: false }),
  ],
  references: [foreignReference('PduRBswModuleRef', 'ECUC-MODULE-CONFIGURATION-VALUES')],
});

/** The general settings; ZeroCostOperation defaults to true as the spec asks. */
const pduRGeneral = container('PduRGeneral', {
  parameters: [
    booleanParam('PduRDevErrorDetect', { default: false }),
    booleanParam('PduRMetaDataSupport', { default: false }),
    booleanParam('PduRVersionInfoApi', { default: false }),
    booleanParam('PduRZeroCostOperation', { default: true }), // product default (the spec)
  ],
});

const pduRDefaultValue = container('PduRDefaultValue', {
  lower: 0,
  subContainers: [
    container('PduRDefaultValueElement', {
      upper: 'infinite',
      parameters: [
        integerParam('PduRDefaultValueElement', { min: '0', max: '255', initial: '0' }),
        integerParam('PduRDefaultValueElementBytePosition', { min: '0', max: U32_MAX, initial: '0' }),
      ],
    }),
  ],
});

const pduRDestPdu = container('PduRDestPdu', {
  upper: 'infinite',
  parameters: [
    enumerationParam('PduRDestPduDataProvision', ['PDUR_DIRECT', 'PDUR_TRIGGERTRANSMIT'], { lower: 0 }),
    integerParam('PduRDestPduHandleId', { lower: 0, min: '0', max: U16_MAX, symbolicNameValue: true }),
    booleanParam('PduRTransmissionConfirmation', { lower: 0 }),
    integerParam('PduRTpThreshold', { lower: 0, min: '0', max: U32_MAX }),
  ],
  references: [reference('PduRDestPduRef', PDU), reference('PduRDestTxBufferRef', TX_BUFFER, { lower: 0 })],
  subContainers: [pduRDefaultValue],
});

const pduRSrcPdu = container('PduRSrcPdu', {
  parameters: [
    integerParam('PduRSourcePduHandleId', { lower: 0, min: '0', max: U16_MAX, symbolicNameValue: true }),
    booleanParam('PduRSrcPduUpTxConf', { lower: 0 }),
  ],
  references: [reference('PduRSrcPduRef', PDU)],
});

/** A routing path: one source PDU to one or more destinations. */
const pduRRoutingPath = container('PduRRoutingPath', {
  lower: 0,
  upper: 'infinite',
  parameters: [integerParam('PduRQueueDepth', { lower: 0, min: '1', max: '255' })],
  subContainers: [pduRDestPdu, pduRSrcPdu],
});

const pduRRoutingPathGroup = container('PduRRoutingPathGroup', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    booleanParam('PduRIsEnabledAtInit', { default: false }),
    integerParam('PduRRoutingPathGroupId', {
      min: '0',
      max: U16_MAX,
      symbolicNameValue: true,
      initial: { unique: true },
    }),
  ],
  // product: 0..* (SWS 1..*): a fresh group is filled with destinations afterwards.
  references: [reference('PduRDestPduRef', DEST_PDU, { lower: 0, upper: 'infinite' })],
});

const pduRTxBuffer = container('PduRTxBuffer', {
  lower: 0,
  upper: 'infinite',
  parameters: [integerParam('PduRPduMaxLength', { min: '1', max: U32_MAX, initial: '8' })],
});

const pduRRoutingPaths = container('PduRRoutingPaths', {
  multipleConfigurationContainer: true,
  parameters: [
    integerParam('PduRConfigurationId', { min: '0', max: U16_MAX, initial: '0' }),
    integerParam('PduRMaxRoutingPathCnt', { lower: 0, min: '0', max: U16_MAX }),
    integerParam('PduRMaxRoutingPathGroupCnt', { lower: 0, min: '0', max: U16_MAX }),
  ],
  subContainers: [pduRRoutingPath, pduRRoutingPathGroup, pduRTxBuffer],
});

export const pduRDefinition: ModuleDef = {
  name: 'PduR',
  moduleId: 102,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [pduRBswModules, pduRGeneral, pduRRoutingPaths],
};
