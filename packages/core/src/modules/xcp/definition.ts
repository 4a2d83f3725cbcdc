/**
 * Xcp (Universal Measurement and Calibration Protocol) parameter definition, after AUTOSAR R4.4
 * SWS_XCP chapter 10: DAQ lists with their ODTs and entries, event channels and the PDUs of the bus.
 * Deviations of the product from the SWS are marked "product".
 */
import {
  booleanParam,
  choiceContainer,
  container,
  enumerationParam,
  floatParam,
  integerParam,
  reference,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const ECUC_PDU = '/EcuC/EcucPduCollection/Pdu';
const OS_COUNTER = '/Os/OsCounter';
const NVM_BLOCK = '/NvM/NvMBlockDescriptor';
const CONFIG = '/Xcp/XcpConfig';

const TIME_UNITS = [
  'TIMESTAMP_UNIT_100MS',
  'TIMESTAMP_UNIT_100NS',
  'TIMESTAMP_UNIT_100PS',
  'TIMESTAMP_UNIT_100US',
  'TIMESTAMP_UNIT_10MS',
  'TIMESTAMP_UNIT_10NS',
  'TIMESTAMP_UNIT_10PS',
  'TIMESTAMP_UNIT_10US',
  'TIMESTAMP_UNIT_1MS',
  'TIMESTAMP_UNIT_1NS',
  'TIMESTAMP_UNIT_1PS',
  'TIMESTAMP_UNIT_1S',
  'TIMESTAMP_UNIT_1US',
] as const;

const byte = (
  name: string,
  options: { lower?: number; min?: string; default?: string; initial?: string | { unique: true } } = {},
) => integerParam(name, { min: '0', ...options, max: '255' });

const word = (
  name: string,
  options: { lower?: number; default?: string; initial?: string | { unique: true } } = {},
) => integerParam(name, { min: '0', ...options, max: '65535' });

// --- DAQ lists ---------------------------------------------------------------------------------------

const xcpOdtEntry = container('XcpOdtEntry', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('XcpOdtEntryAddress', { lower: 0, min: '0', max: '4294967295' }),
    byte('XcpOdtEntryBitOffset', { lower: 0 }),
    byte('XcpOdtEntryLength', { lower: 0 }),
    byte('XcpOdtEntryNumber', { initial: { unique: true } }),
  ],
});

const xcpOdt = container('XcpOdt', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    byte('XcpOdtEntryMaxSize', { initial: '7' }),
    byte('XcpOdtNumber', { initial: { unique: true } }),
  ],
  references: [reference('XcpOdt2DtoMapping', `${CONFIG}/XcpDaqList/XcpDto`)],
  subContainers: [xcpOdtEntry],
});

const xcpDto = container('XcpDto', {
  upper: 'infinite',
  parameters: [byte('XcpDtoPid', { initial: { unique: true } })],
  references: [reference('XcpDto2PduMapping', `${CONFIG}/XcpPdu/XcpTxPdu`, { lower: 0 })],
});

const xcpDaqList = container('XcpDaqList', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    word('XcpDaqListNumber', { initial: { unique: true } }),
    enumerationParam('XcpDaqListType', ['DAQ', 'DAQ_STIM', 'STIM'], { default: 'DAQ' }), // product default
    byte('XcpMaxOdt', { initial: '1' }),
    byte('XcpMaxOdtEntries', { initial: '1' }),
  ],
  subContainers: [xcpDto, xcpOdt],
});

// --- Event channels ----------------------------------------------------------------------------------

const xcpEventChannel = container('XcpEventChannel', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam('XcpEventChannelConsistency', ['DAQ', 'EVENT', 'ODT'], { default: 'ODT' }), // product default
    byte('XcpEventChannelMaxDaqList', { initial: '1' }),
    word('XcpEventChannelNumber', { initial: { unique: true } }),
    byte('XcpEventChannelPriority', { default: '0' }), // product default
    byte('XcpEventChannelTimeCycle', { default: '0' }), // product default
    enumerationParam('XcpEventChannelTimeUnit', TIME_UNITS, { lower: 0 }),
  ],
  references: [
    reference('XcpEventChannelTriggeredDaqListRef', `${CONFIG}/XcpDaqList`, { upper: 'infinite' }),
  ],
});

// --- PDUs -------------------------------------------------------------------------------------------

const xcpPdu = choiceContainer(
  'XcpPdu',
  [
    container('XcpRxPdu', {
      lower: 0,
      parameters: [word('XcpRxPduId', { initial: { unique: true } })],
      references: [reference('XcpRxPduRef', ECUC_PDU)],
    }),
    container('XcpTxPdu', {
      lower: 0,
      parameters: [word('XcpTxPduId', { initial: { unique: true } })],
      references: [reference('XcpTxPduRef', ECUC_PDU)],
    }),
  ],
  // product: 0..* (SWS 1..*): a freshly enabled Xcp has no bus PDUs until the bus is configured.
  { lower: 0, upper: 'infinite' },
);

const xcpConfig = container('XcpConfig', {
  subContainers: [xcpDaqList, xcpEventChannel, xcpPdu],
});

const xcpGeneral = container('XcpGeneral', {
  parameters: [
    booleanParam('XcpBuildChecksumSupport', { default: false }),
    enumerationParam('XcpDaqConfigType', ['DAQ_DYNAMIC', 'DAQ_STATIC'], { default: 'DAQ_STATIC' }), // product default
    word('XcpDaqCount', { default: '0' }), // product default
    booleanParam('XcpDevErrorDetect', { default: false }),
    booleanParam('XcpFlashProgrammingEnabled', { default: false }),
    enumerationParam(
      'XcpIdentificationFieldType',
      ['ABSOLUTE', 'RELATIVE_BYTE', 'RELATIVE_WORD', 'RELATIVE_WORD_ALIGNED'],
      { default: 'ABSOLUTE' }, // product default
    ),
    floatParam('XcpMainFunctionPeriod', { min: '0', max: 'INF', minOpen: true, default: '0.01' }), // product default
    byte('XcpMaxCto', { min: '8', default: '8' }), // product default
    integerParam('XcpMaxDto', { min: '8', max: '65535', default: '8' }), // product default
    word('XcpMaxEventChannel', { default: '0' }), // product default
    byte('XcpMinDaq', { default: '0' }), // product default
    byte('XcpOdtCount', { default: '0' }), // product default
    byte('XcpOdtEntriesCount', { default: '0' }), // product default
    byte('XcpOdtEntrySizeDaq', { default: '7' }), // product default
    byte('XcpOdtEntrySizeStim', { default: '7' }), // product default
    booleanParam('XcpOnCanEnabled', { default: false }),
    booleanParam('XcpOnCddEnabled', { default: false }),
    booleanParam('XcpOnEthernetEnabled', { default: false }),
    booleanParam('XcpOnFlexRayEnabled', { default: false }),
    booleanParam('XcpPrescalerSupported', { default: false }),
    booleanParam('XcpSuppressTxSupport', { default: false }),
    word('XcpTimestampTicks', { lower: 0 }),
    enumerationParam('XcpTimestampType', ['FOUR_BYTE', 'NO_TIME_STAMP', 'ONE_BYTE', 'TWO_BYTE'], {
      default: 'NO_TIME_STAMP', // product default
    }),
    enumerationParam('XcpTimestampUnit', TIME_UNITS, { lower: 0 }),
    booleanParam('XcpVersionInfoApi', { default: false }),
  ],
  references: [
    reference('XcpCounterRef', OS_COUNTER, { lower: 0 }),
    reference('XcpNvRamBlockIdRef', NVM_BLOCK, { lower: 0 }),
  ],
});

export const xcpDefinition: ModuleDef = {
  name: 'Xcp',
  moduleId: 113,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [xcpConfig, xcpGeneral],
};
