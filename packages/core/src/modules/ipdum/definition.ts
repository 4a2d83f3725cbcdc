/**
 * IpduM (I-PDU Multiplexer) parameter definition, after AUTOSAR R4.4 SWS_IPDUMultiplexer chapter 10:
 * multiplexed I-PDUs (Rx/Tx pathways with static and dynamic parts) and container I-PDUs with their
 * contained PDUs. Deviations of the product from the SWS are marked "product".
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

const ECUC_PDU = '/EcuC/EcucPduCollection/Pdu';
const CONFIG = '/IpduM/IpduMConfig';

const BYTE_ORDER = ['BIG_ENDIAN', 'LITTLE_ENDIAN'] as const;
const HEADER_SIZE = ['IPDUM_HEADERTYPE_LONG', 'IPDUM_HEADERTYPE_SHORT'] as const;

const handleId = (name: string, options: { lower?: number } = {}) =>
  integerParam(name, {
    ...options,
    min: '0',
    max: '65535',
    ...(options.lower === 0 ? {} : { initial: { unique: true } }),
  });

const seconds = (name: string, options: { lower?: number; default?: string } = {}) =>
  floatParam(name, { ...options, min: '0', max: 'INF' });

/** A segment of a static or dynamic part, in bits of the multiplexed PDU. */
const segment = (name: string, upperLower: number) =>
  container(name, {
    lower: upperLower,
    upper: 'infinite',
    parameters: [
      integerParam('IpduMSegmentLength', { min: '1', max: '2048', initial: '8' }),
      integerParam('IpduMSegmentPosition', { min: '0', max: '2047', initial: '0' }),
    ],
  });

const selectorField = container('IpduMSelectorField', {
  parameters: [
    integerParam('IpduMSelectorFieldLength', { min: '1', max: '16', initial: '8' }),
    integerParam('IpduMSelectorFieldPosition', { min: '0', max: '2047', initial: '0' }),
  ],
});

// --- Rx pathways -----------------------------------------------------------------------------------

const rxIndication = container('IpduMRxIndication', {
  parameters: [
    enumerationParam('IpduMByteOrder', BYTE_ORDER, { default: 'BIG_ENDIAN' }), // product default
    handleId('IpduMRxHandleId'),
  ],
  references: [reference('IpduMRxIndicationPduRef', ECUC_PDU)],
  subContainers: [
    container('IpduMRxDynamicPart', {
      lower: 0,
      upper: 'infinite',
      parameters: [
        integerParam('IpduMRxSelectorValue', { min: '0', max: '65535', initial: { unique: true } }),
      ],
      references: [reference('IpduMOutgoingDynamicPduRef', ECUC_PDU)],
    }),
    segment('IpduMRxDynamicSegment', 0),
    container('IpduMRxStaticPart', {
      lower: 0,
      references: [reference('IpduMOutgoingStaticPduRef', ECUC_PDU)],
    }),
    segment('IpduMRxStaticSegment', 0),
    selectorField,
  ],
});

const rxPathway = container('IpduMRxPathway', {
  lower: 0,
  upper: 'infinite',
  subContainers: [rxIndication],
});

// --- Tx pathways -----------------------------------------------------------------------------------

const txDynamicPart = container('IpduMTxDynamicPart', {
  upper: 'infinite',
  parameters: [
    booleanParam('IpduMJitUpdate', { default: false }),
    booleanParam('IpduMTxDynamicConfirmation', { default: false }),
    handleId('IpduMTxDynamicHandleId'),
  ],
  references: [reference('IpduMTxDynamicPduRef', ECUC_PDU)],
});

const txRequest = container('IpduMTxRequest', {
  parameters: [
    enumerationParam('IpduMByteOrder', BYTE_ORDER, { default: 'BIG_ENDIAN' }), // product default
    integerParam('IpduMIpduUnusedAreasDefault', { min: '0', max: '255', default: '0' }), // product default
    handleId('IpduMTxConfirmationPduId'),
    seconds('IpduMTxConfirmationTimeout', { default: '0' }), // product default
    enumerationParam(
      'IpduMTxTriggerMode',
      [
        'IPDUM_DYNAMIC_PART_TRIGGER',
        'IPDUM_NONE',
        'IPDUM_STATIC_OR_DYNAMIC_PART_TRIGGER',
        'IPDUM_STATIC_PART_TRIGGER',
      ],
      { default: 'IPDUM_STATIC_OR_DYNAMIC_PART_TRIGGER' }, // product default
    ),
  ],
  references: [
    reference('IpduMInitialDynamicPart', `${CONFIG}/IpduMTxPathway/IpduMTxRequest/IpduMTxDynamicPart`, {
      lower: 0,
    }),
    reference('IpduMOutgoingPduRef', ECUC_PDU),
  ],
  subContainers: [
    selectorField,
    txDynamicPart,
    segment('IpduMTxDynamicSegment', 1),
    container('IpduMTxStaticPart', {
      lower: 0,
      parameters: [
        booleanParam('IpduMJitUpdate', { default: false }),
        booleanParam('IpduMTxStaticConfirmation', { default: false }),
        handleId('IpduMTxStaticHandleId'),
      ],
      references: [reference('IpduMTxStaticPduRef', ECUC_PDU)],
    }),
    segment('IpduMTxStaticSegment', 0),
  ],
});

const txPathway = container('IpduMTxPathway', {
  lower: 0,
  upper: 'infinite',
  subContainers: [txRequest],
});

// --- Container PDUs --------------------------------------------------------------------------------

const containerRxPdu = container('IpduMContainerRxPdu', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam('IpduMContainerHeaderSize', HEADER_SIZE, { default: 'IPDUM_HEADERTYPE_SHORT' }), // product default
    enumerationParam(
      'IpduMContainerPduProcessing',
      ['IPDUM_PROCESSING_DEFERRED', 'IPDUM_PROCESSING_IMMEDIATE'],
      {
        default: 'IPDUM_PROCESSING_IMMEDIATE', // product default
      },
    ),
    integerParam('IpduMContainerQueueSize', { lower: 0, min: '1', max: '255' }),
    enumerationParam('IpduMContainerRxAcceptContainedPdu', ['IPDUM_ACCEPT_ALL', 'IPDUM_ACCEPT_CONFIGURED'], {
      default: 'IPDUM_ACCEPT_CONFIGURED', // product default
    }),
    handleId('IpduMContainerRxHandleId'),
  ],
  references: [reference('IpduMContainerRxPduRef', ECUC_PDU)],
});

const containerTxPdu = container('IpduMContainerTxPdu', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam('IpduMContainerHeaderSize', HEADER_SIZE, { default: 'IPDUM_HEADERTYPE_SHORT' }), // product default
    integerParam('IpduMContainerQueueSize', { lower: 0, min: '1', max: '255' }),
    seconds('IpduMContainerTxConfirmationTimeout', { default: '0' }), // product default
    booleanParam('IpduMContainerTxFirstContainedPduTrigger', { default: false }),
    handleId('IpduMContainerTxHandleId', { lower: 0 }),
    seconds('IpduMContainerTxSendTimeout', { lower: 0 }),
    integerParam('IpduMContainerTxSizeThreshold', { lower: 0, min: '0', max: '4294967295' }),
    enumerationParam('IpduMContainerTxTriggerMode', ['IPDUM_DIRECT', 'IPDUM_TRIGGERTRANSMIT'], {
      default: 'IPDUM_DIRECT', // product default
    }),
  ],
  references: [reference('IpduMContainerTxPduRef', ECUC_PDU)],
});

const containedRxPdu = container('IpduMContainedRxPdu', {
  lower: 0,
  upper: 'infinite',
  parameters: [integerParam('IpduMContainedPduHeaderId', { lower: 0, min: '0', max: '4294967295' })],
  references: [
    reference('IpduMContainedRxInContainerPduRef', `${CONFIG}/IpduMContainerRxPdu`),
    reference('IpduMContainedRxPduRef', ECUC_PDU),
  ],
});

const containedTxPdu = container('IpduMContainedTxPdu', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('IpduMContainedPduHeaderId', { lower: 0, min: '0', max: '4294967295' }),
    enumerationParam(
      'IpduMContainedTxPduCollectionSemantics',
      ['IPDUM_COLLECT_LAST_IS_BEST', 'IPDUM_COLLECT_QUEUED'],
      {
        lower: 0,
      },
    ),
    booleanParam('IpduMContainedTxPduConfirmation', { default: false }),
    handleId('IpduMContainedTxPduHandleId', { lower: 0 }),
    integerParam('IpduMContainedTxPduOffset', { lower: 0, min: '0', max: '4294967295' }),
    integerParam('IpduMContainedTxPduPriority', { lower: 0, min: '0', max: '255' }),
    seconds('IpduMContainedTxPduSendTimeout', { lower: 0 }),
    enumerationParam('IpduMContainedTxPduTrigger', ['IPDUM_TRIGGER_ALWAYS', 'IPDUM_TRIGGER_NEVER'], {
      default: 'IPDUM_TRIGGER_ALWAYS', // product default
    }),
  ],
  references: [
    reference('IpduMContainedTxInContainerPduRef', `${CONFIG}/IpduMContainerTxPdu`),
    reference('IpduMContainedTxPduRef', ECUC_PDU),
  ],
});

const ipduMConfig = container('IpduMConfig', {
  subContainers: [containedRxPdu, containedTxPdu, containerRxPdu, containerTxPdu, rxPathway, txPathway],
});

/** The general settings; IpduMMaxTxPathwayCnt is the spec's cap on TX pathways (unset: none may be added). */
const ipduMGeneral = container('IpduMGeneral', {
  parameters: [
    floatParam('IpduMConfigurationTimeBase', { lower: 0, min: '0', max: 'INF', minOpen: true }),
    booleanParam('IpduMDevErrorDetect', { default: false }),
    enumerationParam('IpduMHeaderByteOrder', BYTE_ORDER, { lower: 0 }),
    integerParam('IpduMMaxTxPathwayCnt', { lower: 0, min: '0', max: '65535' }), // product (spec)
    booleanParam('IpduMStaticPartExists', { default: false }),
    booleanParam('IpduMVersionInfoApi', { default: false }),
  ],
});

export const ipduMDefinition: ModuleDef = {
  name: 'IpduM',
  moduleId: 103,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [ipduMConfig, ipduMGeneral],
};
