/**
 * LinTp (LIN Transport Protocol) parameter definition, after the LinTp part of AUTOSAR R4.4 SWS_LINInterface
 * chapter 10 (the LinTp is configured on the LinIf's page). Deviations of the product from the SWS are marked
 * "product".
 */
import { booleanParam, container, floatParam, integerParam, reference } from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const PDU = '/EcuC/EcucPduCollection/Pdu';
const COMM_CHANNEL = '/ComM/ComMConfigSet/ComMChannel';

/** A timeout in seconds; the SWS leaves the upper bound open. */
const seconds = (name: string, fallback: string, lower = 1) =>
  floatParam(name, { lower, min: '0', max: 'INF', default: fallback }); // product default

/** A LIN node address (NAD), one byte. */
const nad = (name: string) => integerParam(name, { min: '0', max: '255', initial: '0' });

/** A handle id: a new N-SDU starts with the smallest id free among its direction's N-SDUs (product). */
const nSduId = (name: string, space: string) =>
  integerParam(name, { min: '0', max: '65535', initial: { unique: true, space } });
const RX_NSDU_IDS = 'LinTp Rx N-SDU ids';
const TX_NSDU_IDS = 'LinTp Tx N-SDU ids';

const linTpChannelConfig = container('LinTpChannelConfig', {
  // product: 0..* (SWS 1..*): a freshly enabled LinTp has no channel until ComM has LIN channels.
  lower: 0,
  upper: 'infinite',
  parameters: [
    booleanParam('LinTpDropNotRequestedNad', { default: false }), // product default
    booleanParam('LinTpScheduleChangeDiag', { default: false }), // product default
  ],
  references: [reference('LinTpChannelRef', COMM_CHANNEL)],
});

const linTpRxNSdu = container('LinTpRxNSdu', {
  lower: 0,
  upper: 'infinite',
  parameters: [seconds('LinTpNcr', '1', 0), nSduId('LinTpRxNSduId', RX_NSDU_IDS), nad('LinTpRxNSduNad')],
  references: [reference('LinTpRxNSduChannelRef', COMM_CHANNEL), reference('LinTpRxNSduPduRef', PDU)],
});

const linTpTxNSdu = container('LinTpTxNSdu', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('LinTpMaxBufReq', { min: '1', max: '255', initial: '1' }),
    seconds('LinTpNas', '1'),
    seconds('LinTpNcs', '1', 0),
    nSduId('LinTpTxNSduId', TX_NSDU_IDS),
    nad('LinTpTxNSduNad'),
  ],
  references: [reference('LinTpTxNSduChannelRef', COMM_CHANNEL), reference('LinTpTxNSduPduRef', PDU)],
});

/** The configuration of the N-SDUs and channels, with the master's response-pending (P2) timing. */
const linTpGlobalConfig = container('LinTpGlobalConfig', {
  parameters: [
    integerParam('LinTpMaxNumberOfRespPendingFrames', { min: '0', max: '65535', initial: '2' }),
    integerParam('LinTpMaxRxNSduCnt', { lower: 0, min: '0', max: '65535' }),
    integerParam('LinTpMaxTxNSduCnt', { lower: 0, min: '0', max: '65535' }),
    seconds('LinTpP2Max', '5'),
    seconds('LinTpP2Timing', '0.05'),
  ],
  subContainers: [linTpChannelConfig, linTpRxNSdu, linTpTxNSdu],
});

const linTpGeneral = container('LinTpGeneral', {
  parameters: [
    booleanParam('LinTpChangeParameterApi', { default: false }),
    booleanParam('LinTpVersionInfoApi', { default: false }),
  ],
});

export const linTpDefinition: ModuleDef = {
  name: 'LinTp',
  moduleId: 144,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [linTpGeneral, linTpGlobalConfig],
};
