/**
 * CanTp (CAN Transport Layer, ISO 15765-2) parameter definition, after AUTOSAR R4.4 SWS_CANTransportLayer
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
import type { ContainerDef, ModuleDef } from '../../ecuc/types.js';

const PDU = '/EcuC/EcucPduCollection/Pdu';

const ADDRESSING_FORMATS = [
  'CANTP_EXTENDED',
  'CANTP_MIXED',
  'CANTP_MIXED29BIT',
  'CANTP_NORMALFIXED',
  'CANTP_STANDARD',
];
const PADDING = ['CANTP_OFF', 'CANTP_ON'];
const TA_TYPES = ['CANTP_CANFD_FUNCTIONAL', 'CANTP_CANFD_PHYSICAL', 'CANTP_FUNCTIONAL', 'CANTP_PHYSICAL'];

/** A network-layer timeout in seconds (N_Ar, N_Bs...); the SWS leaves the upper bound open. */
const timeout = (name: string, fallback: string, lower = 1) =>
  floatParam(name, { lower, min: '0', max: 'INF', default: fallback }); // product default

const byte = (name: string) => integerParam(name, { min: '0', max: '255', initial: '0' });

/** The optional address bytes of extended, mixed and normal-fixed addressing (N_AE, N_SA, N_TA). */
const addressContainers = (): ContainerDef[] => [
  container('CanTpNAe', { lower: 0, parameters: [byte('CanTpNAe')] }),
  container('CanTpNSa', { lower: 0, parameters: [byte('CanTpNSa')] }),
  container('CanTpNTa', { lower: 0, parameters: [byte('CanTpNTa')] }),
];

/**
 * A handle id: a new one starts with the smallest id free in its space over the whole CanTp (product): N-SDU
 * ids per direction over all channels, received N-PDU ids (data and flow control) and sent ones.
 */
const pduId = (name: string, space: string) =>
  integerParam(name, { min: '0', max: '65535', initial: { unique: true, space } });
const RX_NSDU_IDS = 'CanTp Rx N-SDU ids';
const TX_NSDU_IDS = 'CanTp Tx N-SDU ids';
const RECEIVED_NPDU_IDS = 'CanTp received N-PDU ids';
const SENT_NPDU_IDS = 'CanTp sent N-PDU ids';

const canTpRxNSdu = container('CanTpRxNSdu', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('CanTpBs', { lower: 0, min: '0', max: '255' }),
    timeout('CanTpNar', '0.07'),
    timeout('CanTpNbr', '0.05', 0),
    timeout('CanTpNcr', '0.15', 0),
    enumerationParam('CanTpRxAddressingFormat', ADDRESSING_FORMATS, { default: 'CANTP_STANDARD' }), // product default
    pduId('CanTpRxNSduId', RX_NSDU_IDS),
    enumerationParam('CanTpRxPaddingActivation', PADDING, { default: 'CANTP_OFF' }), // product default
    enumerationParam('CanTpRxTaType', TA_TYPES, { default: 'CANTP_PHYSICAL' }), // product default
    integerParam('CanTpRxWftMax', { lower: 0, min: '0', max: '65535' }),
    floatParam('CanTpSTmin', { lower: 0, min: '0', max: '0.127' }),
  ],
  references: [reference('CanTpRxNSduRef', PDU)],
  subContainers: [
    ...addressContainers(),
    container('CanTpRxNPdu', {
      parameters: [pduId('CanTpRxNPduId', RECEIVED_NPDU_IDS)],
      references: [reference('CanTpRxNPduRef', PDU)],
    }),
    container('CanTpTxFcNPdu', {
      lower: 0,
      parameters: [pduId('CanTpTxFcNPduConfirmationPduId', SENT_NPDU_IDS)],
      references: [reference('CanTpTxFcNPduRef', PDU)],
    }),
  ],
});

const canTpTxNSdu = container('CanTpTxNSdu', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    timeout('CanTpNas', '0.07'),
    timeout('CanTpNbs', '0.15', 0),
    timeout('CanTpNcs', '0.05', 0),
    booleanParam('CanTpTc', { default: false }), // product default
    enumerationParam('CanTpTxAddressingFormat', ADDRESSING_FORMATS, { default: 'CANTP_STANDARD' }), // product default
    pduId('CanTpTxNSduId', TX_NSDU_IDS),
    enumerationParam('CanTpTxPaddingActivation', PADDING, { default: 'CANTP_OFF' }), // product default
    enumerationParam('CanTpTxTaType', TA_TYPES, { default: 'CANTP_PHYSICAL' }), // product default
  ],
  references: [reference('CanTpTxNSduRef', PDU)],
  subContainers: [
    ...addressContainers(),
    container('CanTpRxFcNPdu', {
      lower: 0,
      parameters: [pduId('CanTpRxFcNPduId', RECEIVED_NPDU_IDS)],
      references: [reference('CanTpRxFcNPduRef', PDU)],
    }),
    container('CanTpTxNPdu', {
      parameters: [pduId('CanTpTxNPduConfirmationPduId', SENT_NPDU_IDS)],
      references: [reference('CanTpTxNPduRef', PDU)],
    }),
  ],
});

const canTpChannel = container('CanTpChannel', {
  // product: 0..* (SWS 1..*): a freshly enabled CanTp has no connection yet.
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam('CanTpChannelMode', ['CANTP_MODE_FULL_DUPLEX', 'CANTP_MODE_HALF_DUPLEX'], {
      default: 'CANTP_MODE_HALF_DUPLEX', // product default
    }),
  ],
  subContainers: [canTpRxNSdu, canTpTxNSdu],
});

const canTpConfig = container('CanTpConfig', {
  parameters: [
    floatParam('CanTpMainFunctionPeriod', { min: '0', max: 'INF', minOpen: true, default: '0.005' }), // product default
    integerParam('CanTpMaxChannelCnt', { min: '1', max: '65535', initial: '1' }),
  ],
  subContainers: [canTpChannel],
});

/** The general settings: API switches, padding byte, generic connection and CAN FD support. */
const canTpGeneral = container('CanTpGeneral', {
  parameters: [
    booleanParam('CanTpChangeParameterApi', { default: false }),
    booleanParam('CanTpDevErrorDetect', { default: false }),
    booleanParam('CanTpDynIdSupport', { default: false }),
    booleanParam('CanTpFlexibleDataRateSupport', { default: false }),
    booleanParam('CanTpGenericConnectionSupport', { default: false }),
    integerParam('CanTpPaddingByte', { min: '0', max: '255', default: '204' }), // product default (0xCC)
    booleanParam('CanTpReadParameterApi', { default: false }),
    booleanParam('CanTpVersionInfoApi', { default: false }),
  ],
});

export const canTpDefinition: ModuleDef = {
  name: 'CanTp',
  moduleId: 111,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [canTpConfig, canTpGeneral],
};
