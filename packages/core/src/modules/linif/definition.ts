/**
 * LinIf (LIN Interface) parameter definition, after AUTOSAR R4 (4.4) SWS_LINInterface chapter 10
 * (ECUC_LinIf_*). Times are in seconds. Where the SWS gives no default for a mandatory parameter, the
 * default is the value a freshly created container should start with (marked "product default");
 * deviations from the SWS multiplicities are marked where they are made. LinTp, LinSM and LinNm refer
 * to the channel, frame and general containers by these paths.
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

/** Definition paths other definitions, rules and pickers point at. */
export const LINIF_PATHS = {
  general: '/LinIf/LinIfGeneral',
  globalConfig: '/LinIf/LinIfGlobalConfig',
  channel: '/LinIf/LinIfGlobalConfig/LinIfChannel',
  frame: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame',
  txPdu: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfPduDirection/LinIfTxPdu',
  rxPdu: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfPduDirection/LinIfRxPdu',
  scheduleTable: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfScheduleTable',
  entry: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfScheduleTable/LinIfEntry',
  substitution: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfSubstitutionFrames',
  direction: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfPduDirection',
  nodeType: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfNodeType',
  master: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfNodeType/LinIfMaster',
  slave: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfNodeType/LinIfSlave',
} as const;

export const LINIF_FRAME_TYPES = [
  'ASSIGN',
  'ASSIGN_FRAME_ID_RANGE',
  'ASSIGN_NAD',
  'CONDITIONAL',
  'EVENT_TRIGGERED',
  'FREE',
  'MRF',
  'SAVE_CONFIGURATION',
  'SPORADIC',
  'SRF',
  'UNASSIGN',
  'UNCONDITIONAL',
] as const;

export type LinIfFrameType = (typeof LINIF_FRAME_TYPES)[number];

/**
 * The node configuration commands: master request frames (id 60) whose eight bytes LinIf sends as configured
 * (LinIfFixedFrameSdu), rather than frames of their own identifier.
 */
export const LINIF_NODE_CONFIGURATION_FRAME_TYPES: readonly LinIfFrameType[] = [
  'ASSIGN',
  'ASSIGN_FRAME_ID_RANGE',
  'ASSIGN_NAD',
  'CONDITIONAL',
  'FREE',
  'SAVE_CONFIGURATION',
  'UNASSIGN',
];

const PDU = '/EcuC/EcucPduCollection/Pdu';
const COMM_CHANNEL = '/ComM/ComMConfigSet/ComMChannel';
const LIN_CHANNEL = '/Lin/LinGlobalConfig/LinChannel';
const LINTRCV_CHANNEL = '/LinTrcv/LinTrcvChannel';

/** A period or duration in seconds (AUTOSAR ECUC float 0..INF). */
const seconds = (name: string, options: { lower?: number; default?: string } = {}) =>
  floatParam(name, { min: '0', max: 'INF', ...options });

/** The upper layer (LinSM or a CDD) a channel notification goes to. */
const upperLayer = (name: string) => enumerationParam(name, ['CDD', 'LIN_SM'], { default: 'LIN_SM' }); // product default
const COM_SIGNAL = '/Com/ComConfig/ComSignal';

// ---------------------------------------------------------------- LinIfGeneral

const linIfGeneral = container('LinIfGeneral', {
  parameters: [
    booleanParam('LinIfCancelTransmitSupported', { default: false }),
    booleanParam('LinIfDevErrorDetect', { default: false }),
    booleanParam('LinIfMultipleDriversSupported', { default: false }), // product default
    booleanParam('LinIfMultipleTrcvDriverSupported', { default: false }), // product default
    booleanParam('LinIfNcOptionalRequestSupported', { default: false }), // product default
    stringParam('LinIfPublicCddHeaderFile', { lower: 0, upper: 'infinite', maxLength: 32 }),
    booleanParam('LinIfSaveConfigurationRequestSupported', { default: false }), // product default
    booleanParam('LinIfTpSupported', { default: false }), // product default
    booleanParam('LinIfTrcvDriverSupported', { default: false }), // product default
    booleanParam('LinIfVersionInfoApi', { default: false }),
  ],
});

// ---------------------------------------------------------------- LinIfFrame

const linIfTxPdu = container('LinIfTxPdu', {
  lower: 0,
  parameters: [
    functionNameParam('LinIfTxConfirmationUL', { lower: 0 }),
    integerParam('LinIfTxPduId', {
      min: '0',
      max: '65535',
      symbolicNameValue: true,
      // The TxPduId of LinIf_Transmit: a new Tx PDU takes the next id free over all channels.
      initial: { unique: true, space: 'LinIfTxPduId' },
    }),
    functionNameParam('LinIfTxTriggerTransmitUL', { lower: 0 }),
    enumerationParam('LinIfUserTxUL', ['CDD', 'PDUR'], { default: 'PDUR' }), // product default
  ],
  references: [reference('LinIfTxPduRef', PDU)],
});

const linIfRxPdu = container('LinIfRxPdu', {
  lower: 0,
  parameters: [
    functionNameParam('LinIfRxIndicationUL', { lower: 0 }),
    enumerationParam('LinIfUserRxIndicationUL', ['CDD', 'PDUR'], { default: 'PDUR' }), // product default
  ],
  references: [reference('LinIfRxPduRef', PDU)],
});

/** Whether the frame is sent, received, passed between two slaves or used by LinIf itself. */
const linIfPduDirection = choiceContainer('LinIfPduDirection', [
  container('LinIfInternalPdu', { lower: 0 }),
  linIfRxPdu,
  container('LinIfSlaveToSlavePdu', { lower: 0 }),
  linIfTxPdu,
]);

const linIfFixedFrameSdu = container('LinIfFixedFrameSdu', {
  lower: 0,
  subContainers: [
    container('LinIfFixedFrameSduByte', {
      upper: 8,
      parameters: [
        integerParam('LinIfFixedFrameSduBytePos', { min: '0', max: '7', initial: { unique: true } }),
        integerParam('LinIfFixedFrameSduByteVal', { min: '0', max: '255', initial: '0' }),
      ],
    }),
  ],
});

const linIfSubstitutionFrames = container('LinIfSubstitutionFrames', {
  lower: 0,
  upper: 'infinite',
  parameters: [integerParam('LinIfFramePriority', { min: '0', max: '255', initial: { unique: true } })],
  references: [reference('LinIfSubstitutionFrameRef', LINIF_PATHS.frame)],
});

const linIfFrame = container('LinIfFrame', {
  // 1..* in the SWS; a fresh channel starts without frames (each needs its PDU).
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam('LinIfChecksumType', ['CLASSIC', 'ENHANCED'], { default: 'ENHANCED' }), // product default
    integerParam('LinIfFrameId', { min: '0', max: '63', initial: '0' }),
    enumerationParam('LinIfFrameType', LINIF_FRAME_TYPES, { default: 'UNCONDITIONAL' }), // product default
    integerParam('LinIfLength', { min: '1', max: '8', default: '8' }), // product default
  ],
  subContainers: [linIfFixedFrameSdu, linIfPduDirection, linIfSubstitutionFrames],
});

// ---------------------------------------------------------------- LinIfScheduleTable

const linIfEntry = container('LinIfEntry', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    seconds('LinIfDelay', { default: '0.01' }), // product default
    integerParam('LinIfEntryIndex', { min: '0', max: '65535', initial: { unique: true } }),
  ],
  references: [
    reference('LinIfCollisionResolvingRef', LINIF_PATHS.scheduleTable, { lower: 0 }),
    reference('LinIfFrameRef', LINIF_PATHS.frame),
  ],
});

const linIfScheduleTable = container('LinIfScheduleTable', {
  // 1..* in the SWS (with the NULL schedule); a fresh channel starts without tables.
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam('LinIfResumePosition', ['CONTINUE_AT_IT_POINT', 'START_FROM_BEGINNING'], {
      default: 'START_FROM_BEGINNING', // product default
    }),
    enumerationParam('LinIfRunMode', ['RUN_CONTINUOUS', 'RUN_ONCE'], { default: 'RUN_CONTINUOUS' }), // product default
    integerParam('LinIfScheduleTableIndex', {
      min: '0',
      max: '255',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
  ],
  subContainers: [linIfEntry],
});

// ---------------------------------------------------------------- LinIfNodeType

const linIfMaster = container('LinIfMaster', {
  lower: 0,
  parameters: [seconds('LinIfJitter', { default: '0' })], // product default
});

/** The slave's identity for node configuration (LIN 2.x / ISO 17987 product id and NAD). */
const linIfNodeConfigurationIdentification = container('LinIfNodeConfigurationIdentification', {
  parameters: [
    integerParam('LinIfConfiguredNAD', { min: '1', max: '255', initial: '1' }),
    integerParam('LinIfFunctionId', { min: '0', max: '65535', initial: '0' }),
    integerParam('LinIfInitialNAD', { min: '1', max: '255', initial: '1' }),
    seconds('LinIfNasTimeout', { default: '1' }), // product default: the LIN N_As timeout of 1 s
    integerParam('LinIfSupplierId', { min: '0', max: '65535', initial: '0' }),
    integerParam('LinIfVariantId', { min: '0', max: '255', default: '0' }), // product default
  ],
});

const linIfSlave = container('LinIfSlave', {
  lower: 0,
  // 1..1 in the SWS; 0..1 here: a LIN 1.3 slave has no response error bit, and an LDF that names none leaves it
  // to the user (the LDF derivation says so).
  references: [reference('LinIfResponseErrorSignal', COM_SIGNAL, { lower: 0 })],
  subContainers: [linIfNodeConfigurationIdentification],
});

/** Master or slave: a fresh channel is a master (the first choice). */
const linIfNodeType = choiceContainer('LinIfNodeType', [linIfMaster, linIfSlave]);

// ---------------------------------------------------------------- LinIfChannel

const linIfChannel = container('LinIfChannel', {
  // 1..* in the SWS; a fresh LinIf starts without channels (each needs its Lin channel).
  lower: 0,
  upper: 'infinite',
  parameters: [
    // A slave's bus idle timeout (LIN: 4 s without bus activity).
    seconds('LinIfBusIdleTimeoutPeriod', { lower: 0 }),
    upperLayer('LinIfGotoSleepConfirmationUL'),
    upperLayer('LinIfGotoSleepIndicationUL'),
    integerParam('LinIfMaxFrameCnt', { min: '1', max: '65535', default: '1' }), // product default
    booleanParam('LinIfScheduleChangeNextTimeBase', { default: false }), // product default
    upperLayer('LinIfScheduleRequestConfirmationUL'),
    enumerationParam('LinIfStartupState', ['NORMAL', 'SLEEP'], { default: 'NORMAL' }), // product default
    upperLayer('LinIfWakeupConfirmationUL'),
  ],
  references: [
    reference('LinIfChannelRef', LIN_CHANNEL),
    // 1..1 in the SWS; optional here as ComM's channels are 0..* (as CanSM's network handle).
    reference('LinIfComMNetworkHandleRef', COMM_CHANNEL, { lower: 0 }),
  ],
  subContainers: [
    linIfFrame,
    linIfNodeType,
    linIfScheduleTable,
    container('LinIfTransceiverDrvConfig', {
      lower: 0,
      references: [reference('LinIfTrcvIdRef', LINTRCV_CHANNEL)],
    }),
  ],
});

// ---------------------------------------------------------------- module

const linIfGlobalConfig = container('LinIfGlobalConfig', {
  multipleConfigurationContainer: true,
  parameters: [seconds('LinIfTimeBase', { default: '0.005' })], // product default
  subContainers: [linIfChannel],
});

export const linIfDefinition: ModuleDef = {
  name: 'LinIf',
  moduleId: 142,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [linIfGeneral, linIfGlobalConfig],
};
