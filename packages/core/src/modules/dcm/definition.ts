/**
 * Dcm (Diagnostic Communication Manager) parameter definition, after AUTOSAR R4.4 SWS_DiagnosticCommunicationManager
 * chapter 10: DcmGeneral and DcmConfigSet with the session layer (DcmDsl), the service dispatcher (DcmDsd), the
 * service processor (DcmDsp), the paged buffer and the processing conditions (mode conditions and mode rules).
 * Deviations of the product from the SWS are marked "product".
 */
import {
  booleanParam,
  choiceContainer,
  choiceReference,
  container,
  enumerationParam,
  floatParam,
  functionNameParam,
  instanceReference,
  integerParam,
  reference,
  stringParam,
} from '../../ecuc/builders.js';
import type { ContainerDef, IntegerParamDef, ModuleDef, ParamDef, ReferenceDef } from '../../ecuc/types.js';

const PDU = '/EcuC/EcucPduCollection/Pdu';
const COMM_CHANNEL = '/ComM/ComMConfigSet/ComMChannel';
const NVM_BLOCK = '/NvM/NvMBlockDescriptor';
const DEM_CLIENT = '/Dem/DemGeneral/DemClient';

/** Definition paths other modules, rules and screens use. */
export const DCM_PATHS = {
  buffer: '/Dcm/DcmConfigSet/DcmDsl/DcmDslBuffer',
  protocolRow: '/Dcm/DcmConfigSet/DcmDsl/DcmDslProtocol/DcmDslProtocolRow',
  mainConnection:
    '/Dcm/DcmConfigSet/DcmDsl/DcmDslProtocol/DcmDslProtocolRow/DcmDslConnection/DcmDslMainConnection',
  protocolRx:
    '/Dcm/DcmConfigSet/DcmDsl/DcmDslProtocol/DcmDslProtocolRow/DcmDslConnection/DcmDslMainConnection/DcmDslProtocolRx',
  protocolTx:
    '/Dcm/DcmConfigSet/DcmDsl/DcmDslProtocol/DcmDslProtocolRow/DcmDslConnection/DcmDslMainConnection/DcmDslProtocolTx',
  periodicTransmission:
    '/Dcm/DcmConfigSet/DcmDsl/DcmDslProtocol/DcmDslProtocolRow/DcmDslConnection/DcmDslPeriodicTransmission',
  responseOnEvent:
    '/Dcm/DcmConfigSet/DcmDsl/DcmDslProtocol/DcmDslProtocolRow/DcmDslConnection/DcmDslResponseOnEvent',
  serviceTable: '/Dcm/DcmConfigSet/DcmDsd/DcmDsdServiceTable',
  service: '/Dcm/DcmConfigSet/DcmDsd/DcmDsdServiceTable/DcmDsdService',
  sessionRow: '/Dcm/DcmConfigSet/DcmDsp/DcmDspSession/DcmDspSessionRow',
  securityRow: '/Dcm/DcmConfigSet/DcmDsp/DcmDspSecurity/DcmDspSecurityRow',
  did: '/Dcm/DcmConfigSet/DcmDsp/DcmDspDid',
  didSignal: '/Dcm/DcmConfigSet/DcmDsp/DcmDspDid/DcmDspDidSignal',
  didInfo: '/Dcm/DcmConfigSet/DcmDsp/DcmDspDidInfo',
  didRange: '/Dcm/DcmConfigSet/DcmDsp/DcmDspDidRange',
  pid: '/Dcm/DcmConfigSet/DcmDsp/DcmDspPid',
  pidSupportInfo: '/Dcm/DcmConfigSet/DcmDsp/DcmDspPid/DcmDspPidSupportInfo',
  vehInfo: '/Dcm/DcmConfigSet/DcmDsp/DcmDspVehInfo',
  requestControl: '/Dcm/DcmConfigSet/DcmDsp/DcmDspRequestControl',
  data: '/Dcm/DcmConfigSet/DcmDsp/DcmDspData',
  dataInfo: '/Dcm/DcmConfigSet/DcmDsp/DcmDspDataInfo',
  routine: '/Dcm/DcmConfigSet/DcmDsp/DcmDspRoutine',
  commonAuthorization: '/Dcm/DcmConfigSet/DcmDsp/DcmDspCommonAuthorization',
  modeCondition: '/Dcm/DcmConfigSet/DcmProcessingConditions/DcmModeCondition',
  modeRule: '/Dcm/DcmConfigSet/DcmProcessingConditions/DcmModeRule',
} as const;

/** The lists the spec serves by container, each named by its call prefix. */
export const DCM_CALL_LISTS: Readonly<Record<string, string>> = {
  dspSecurityRow: DCM_PATHS.securityRow,
  dspSessionRow: DCM_PATHS.sessionRow,
  modeRulen: DCM_PATHS.modeRule,
  dspDataInfo: DCM_PATHS.dataInfo,
};

const ENDIANNESS = ['BIG_ENDIAN', 'LITTLE_ENDIAN', 'OPAQUE'] as const;

/** A time in seconds within 0..1 s (the SWS's P2 and adjust times). */
const secondsUpTo1 = (name: string, options: { lower?: number; default?: string } = {}) =>
  floatParam(name, { min: '0', max: '1', ...options });

const byte = (
  name: string,
  options: { lower?: number; default?: string; initial?: IntegerParamDef['initial'] } = {},
) => integerParam(name, { min: '0', max: '255', ...options });

/** The access conditions a service, a DID access or a memory range carries: mode rule, security levels, sessions. */
function accessRefs(prefix: string, session = 'SessionRef'): ReferenceDef[] {
  return [
    reference(`${prefix}ModeRuleRef`, DCM_PATHS.modeRule, { lower: 0 }),
    reference(`${prefix}SecurityLevelRef`, DCM_PATHS.securityRow, { lower: 0, upper: 'infinite' }),
    reference(`${prefix}${session}`, DCM_PATHS.sessionRow, { lower: 0, upper: 'infinite' }),
  ];
}

// ---------------------------------------------------------------- DcmDsl

const dcmDslBuffer = container('DcmDslBuffer', {
  upper: 256,
  parameters: [integerParam('DcmDslBufferSize', { min: '8', max: '4294967294', initial: '4095' })],
});

const dcmDslCallbackDCMRequestService = container('DcmDslCallbackDCMRequestService', {
  lower: 0,
  upper: 'infinite',
});

const dcmDslDiagResp = container('DcmDslDiagResp', {
  parameters: [
    integerParam('DcmDslDiagRespMaxNumRespPend', { min: '0', max: '65535', default: '10' }), // product default
    booleanParam('DcmDslDiagRespOnSecondDeclinedRequest', { default: false }), // product default
  ],
});

const dcmDslProtocolRx = container('DcmDslProtocolRx', {
  upper: 'infinite',
  parameters: [
    enumerationParam('DcmDslProtocolRxAddrType', ['DCM_FUNCTIONAL_TYPE', 'DCM_PHYSICAL_TYPE'], {
      default: 'DCM_PHYSICAL_TYPE', // product default
    }),
    integerParam('DcmDslProtocolRxPduId', { min: '0', max: '65535', initial: { unique: true } }),
  ],
  references: [reference('DcmDslProtocolRxPduRef', PDU)],
});

const dcmDslProtocolTx = container('DcmDslProtocolTx', {
  lower: 0,
  parameters: [
    integerParam('DcmDslTxConfirmationPduId', { min: '0', max: '65535', initial: { unique: true } }),
  ],
  references: [reference('DcmDslProtocolTxPduRef', PDU)],
});

const dcmDslMainConnection = container('DcmDslMainConnection', {
  lower: 0,
  parameters: [
    integerParam('DcmDslProtocolRxConnectionId', { min: '0', max: '65535', initial: { unique: true } }),
    integerParam('DcmDslProtocolRxTesterSourceAddr', { min: '0', max: '65535', initial: '0' }),
  ],
  references: [
    // The SWS spells this reference "Tranmission".
    reference('DcmDslPeriodicTranmissionConRef', DCM_PATHS.periodicTransmission, { lower: 0 }),
    // product: 0..1 (SWS 1..1): the ComM channel is chosen once ComM has channels.
    reference('DcmDslProtocolComMChannelRef', COMM_CHANNEL, { lower: 0 }),
    reference('DcmDslROEConnectionRef', DCM_PATHS.responseOnEvent, { lower: 0 }),
  ],
  subContainers: [dcmDslProtocolRx, dcmDslProtocolTx],
});

const dcmDslPeriodicTransmission = container('DcmDslPeriodicTransmission', {
  lower: 0,
  subContainers: [
    container('DcmDslPeriodicConnection', {
      upper: 'infinite',
      parameters: [
        integerParam('DcmDslPeriodicTxConfirmationPduId', {
          min: '0',
          max: '65535',
          initial: { unique: true },
        }),
      ],
      references: [reference('DcmDslPeriodicTxPduRef', PDU)],
    }),
  ],
});

const dcmDslResponseOnEvent = container('DcmDslResponseOnEvent', {
  lower: 0,
  parameters: [
    integerParam('DcmDslRoeTxConfirmationPduId', { min: '0', max: '65535', initial: { unique: true } }),
  ],
  references: [reference('DcmDslRoeTxPduRef', PDU)],
});

const dcmDslConnection = choiceContainer(
  'DcmDslConnection',
  [dcmDslMainConnection, dcmDslPeriodicTransmission, dcmDslResponseOnEvent],
  { upper: 'infinite' },
);

const PROTOCOL_TYPES = [
  'DCM_OBD_ON_CAN',
  'DCM_OBD_ON_FLEXRAY',
  'DCM_OBD_ON_IP',
  'DCM_PERIODICTRANS_ON_CAN',
  'DCM_PERIODICTRANS_ON_FLEXRAY',
  'DCM_PERIODICTRANS_ON_IP',
  'DCM_ROE_ON_CAN',
  'DCM_ROE_ON_FLEXRAY',
  'DCM_ROE_ON_IP',
  ...Array.from({ length: 15 }, (_, index) => `DCM_SUPPLIER_${index + 1}`),
  'DCM_UDS_ON_CAN',
  'DCM_UDS_ON_FLEXRAY',
  'DCM_UDS_ON_IP',
  'DCM_UDS_ON_LIN',
];

const dcmDslProtocolRow = container('DcmDslProtocolRow', {
  // product: 0..* (SWS 1..*): a row names buffers and a service table, chosen once they are configured.
  lower: 0,
  upper: 'infinite',
  parameters: [
    booleanParam('DcmDslProtocolEndiannessConvEnabled', { lower: 0, default: false }),
    booleanParam('DcmDslProtocolRowUsed', { lower: 0, default: true }),
    enumerationParam('DcmDslProtocolType', PROTOCOL_TYPES, { default: 'DCM_UDS_ON_CAN' }), // product default
    integerParam('DcmDslProtocolMaximumResponseSize', { lower: 0, min: '8', max: '4294967294' }),
    secondsUpTo1('DcmDslProtocolPreemptTimeout', { lower: 0 }),
    byte('DcmDslProtocolPriority', { initial: '0' }),
    booleanParam('DcmDslProtocolRequestQueued', { lower: 0, default: false }),
    enumerationParam('DcmDslProtocolTransType', ['TYPE1', 'TYPE2'], { default: 'TYPE1' }), // product default
    booleanParam('DcmSendRespPendOnRestart', { default: false }), // product default
    secondsUpTo1('DcmTimStrP2ServerAdjust', { default: '0' }), // product default
    secondsUpTo1('DcmTimStrP2StarServerAdjust', { default: '0' }), // product default
  ],
  references: [
    reference('DcmDemClientRef', DEM_CLIENT, { lower: 0 }),
    reference('DcmDslProtocolRxBufferRef', DCM_PATHS.buffer),
    reference('DcmDslProtocolSIDTable', DCM_PATHS.serviceTable),
    reference('DcmDslProtocolTxBufferRef', DCM_PATHS.buffer),
  ],
  subContainers: [dcmDslConnection],
});

const dcmDsl = container('DcmDsl', {
  subContainers: [
    dcmDslBuffer,
    dcmDslCallbackDCMRequestService,
    dcmDslDiagResp,
    container('DcmDslProtocol', { subContainers: [dcmDslProtocolRow] }),
  ],
});

// ---------------------------------------------------------------- DcmDsd

const dcmDsdSubService = container('DcmDsdSubService', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    functionNameParam('DcmDsdSubServiceFnc', { lower: 0 }),
    byte('DcmDsdSubServiceId', { initial: { unique: true } }),
    booleanParam('DcmDsdSubServiceUsed', { lower: 0, default: true }),
  ],
  references: accessRefs('DcmDsdSubService', 'SessionLevelRef'),
});

const dcmDsdService = container('DcmDsdService', {
  upper: 'infinite',
  parameters: [
    functionNameParam('DcmDsdSidTabFnc', { lower: 0 }),
    byte('DcmDsdSidTabServiceId', { initial: '16' }), // product: DiagnosticSessionControl for a new table
    booleanParam('DcmDsdSidTabSubfuncAvail', { default: false }),
    booleanParam('DcmDsdServiceUsed', { lower: 0, default: true }),
  ],
  references: accessRefs('DcmDsdSidTab', 'SessionLevelRef'),
  subContainers: [dcmDsdSubService],
});

const manufacturerNotification = (name: string) => container(name, { lower: 0, upper: 'infinite' });

const dcmDsd = container('DcmDsd', {
  subContainers: [
    manufacturerNotification('DcmDsdServiceRequestManufacturerNotification'),
    manufacturerNotification('DcmDsdServiceRequestSupplierNotification'),
    container('DcmDsdServiceTable', {
      upper: 256,
      parameters: [byte('DcmDsdSidTabId', { initial: '0' })],
      subContainers: [dcmDsdService],
    }),
  ],
});

// ---------------------------------------------------------------- DcmDsp

const dcmDspSessionRow = container('DcmDspSessionRow', {
  upper: 31,
  parameters: [
    enumerationParam(
      'DcmDspSessionForBoot',
      ['DCM_NO_BOOT', 'DCM_OEM_BOOT', 'DCM_OEM_BOOT_RESPAPP', 'DCM_SYS_BOOT', 'DCM_SYS_BOOT_RESPAPP'],
      { default: 'DCM_NO_BOOT' }, // product default
    ),
    integerParam('DcmDspSessionLevel', { min: '1', max: '126', initial: '1' }),
    secondsUpTo1('DcmDspSessionP2ServerMax', { default: '0.05' }), // product default
    floatParam('DcmDspSessionP2StarServerMax', { min: '0', max: '100', default: '5' }), // product default
  ],
});

const dcmDspSecurityRow = container('DcmDspSecurityRow', {
  lower: 0,
  upper: 31,
  parameters: [
    integerParam('DcmDspSecurityADRSize', { lower: 0, min: '1', max: '4294967295' }),
    booleanParam('DcmDspSecurityAttemptCounterEnabled', { lower: 0, default: false }),
    functionNameParam('DcmDspSecurityCompareKeyFnc', { lower: 0 }),
    floatParam('DcmDspSecurityDelayTime', { min: '0', max: '4294967295', default: '10' }), // product default
    floatParam('DcmDspSecurityDelayTimeOnBoot', { min: '0', max: '4294967295', default: '0' }), // product default
    functionNameParam('DcmDspSecurityGetAttemptCounterFnc', { lower: 0 }),
    functionNameParam('DcmDspSecurityGetSeedFnc', { lower: 0 }),
    integerParam('DcmDspSecurityKeySize', { min: '1', max: '4294967295', default: '4' }), // product default
    integerParam('DcmDspSecurityLevel', { min: '1', max: '63', initial: '1' }),
    integerParam('DcmDspSecurityNumAttDelay', { min: '1', max: '255', default: '3' }), // product default
    // Kept from the earlier R4 releases: the attempts after which the level locks.
    integerParam('DcmDspSecurityNumAttLock', { lower: 0, min: '1', max: '255' }),
    integerParam('DcmDspSecuritySeedSize', { min: '1', max: '4294967295', default: '4' }), // product default
    functionNameParam('DcmDspSecuritySetAttemptCounterFnc', { lower: 0 }),
    enumerationParam('DcmDspSecurityUsePort', ['USE_ASYNCH_CLIENT_SERVER', 'USE_ASYNCH_FNC'], {
      default: 'USE_ASYNCH_CLIENT_SERVER', // product default
    }),
  ],
});

const DATA_TYPES = [
  'BOOLEAN',
  'FLOAT',
  'FLOAT_N',
  'SINT16',
  'SINT16_N',
  'SINT32',
  'SINT32_N',
  'SINT8',
  'SINT8_N',
  'UINT16',
  'UINT16_N',
  'UINT32',
  'UINT32_N',
  'UINT8',
  'UINT8_DYN',
  'UINT8_N',
];

const DATA_USE_PORT = [
  'USE_BLOCK_ID',
  'USE_DATA_ASYNCH_CLIENT_SERVER',
  'USE_DATA_ASYNCH_CLIENT_SERVER_ERROR',
  'USE_DATA_ASYNCH_FNC',
  'USE_DATA_ASYNCH_FNC_ERROR',
  'USE_DATA_SENDER_RECEIVER',
  'USE_DATA_SENDER_RECEIVER_AS_SERVICE',
  'USE_DATA_SYNCH_CLIENT_SERVER',
  'USE_DATA_SYNCH_FNC',
  'USE_ECU_SIGNAL',
];

const dataFunctions: ParamDef[] = [
  'DcmDspDataConditionCheckReadFnc',
  'DcmDspDataEcuSignal',
  'DcmDspDataFreezeCurrentStateFnc',
  'DcmDspDataGetScalingInfoFnc',
  'DcmDspDataReadDataLengthFnc',
  'DcmDspDataReadEcuSignal',
  'DcmDspDataReadFnc',
  'DcmDspDataResetToDefaultFnc',
  'DcmDspDataReturnControlToEcuFnc',
  'DcmDspDataShortTermAdjustmentFnc',
  'DcmDspDataWriteFnc',
].map((name) => functionNameParam(name, { lower: 0 }));

const dcmDspData = container('DcmDspData', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    booleanParam('DcmDspDataConditionCheckReadFncUsed', { lower: 0, default: false }),
    enumerationParam('DcmDspDataEndianness', ENDIANNESS, { lower: 0 }),
    // R4.4: the size in bytes of the array types (the earlier DcmDspDataSize counted bits).
    integerParam('DcmDspDataByteSize', { lower: 0, min: '1', max: '65535' }),
    enumerationParam('DcmDspDataType', DATA_TYPES, { default: 'UINT8' }), // product default
    enumerationParam('DcmDspDataUsePort', DATA_USE_PORT, { default: 'USE_DATA_SYNCH_FNC' }), // product default
    ...dataFunctions,
  ],
  references: [
    reference('DcmDspDataBlockIdRef', NVM_BLOCK, { lower: 0 }),
    reference('DcmDspDataInfoRef', DCM_PATHS.dataInfo, { lower: 0 }),
  ],
});

const dcmDspDataInfo = container('DcmDspDataInfo', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    booleanParam('DcmDspDataFixedLength', { default: true }), // product default
    integerParam('DcmDspDataScalingInfoSize', { lower: 0, min: '0', max: '4294967295' }),
  ],
});

const dcmDspDid = container('DcmDspDid', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('DcmDspDidIdentifier', { min: '0', max: '65535', initial: { unique: true } }),
    integerParam('DcmDspDidSize', { lower: 0, min: '1', max: '65535' }),
    booleanParam('DcmDspDidUsed', { default: true }), // product default
    enumerationParam(
      'DcmDspDidUsePort',
      [
        'USE_ATOMIC_BNDM',
        'USE_ATOMIC_NV_DATA_INTERFACE',
        'USE_ATOMIC_SENDER_RECEIVER_INTERFACE',
        'USE_ATOMIC_SENDER_RECEIVER_INTERFACE_AS_SERVICE',
        'USE_DATA_ELEMENT_SPECIFIC_INTERFACES',
      ],
      { default: 'USE_DATA_ELEMENT_SPECIFIC_INTERFACES' }, // product default
    ),
  ],
  references: [
    reference('DcmDspDidInfoRef', DCM_PATHS.didInfo),
    reference('DcmDspDidRef', DCM_PATHS.did, { lower: 0, upper: 'infinite' }),
  ],
  subContainers: [
    container('DcmDspDidSignal', {
      lower: 0,
      upper: 'infinite',
      parameters: [integerParam('DcmDspDidByteOffset', { min: '0', max: '65535', initial: '0' })],
      references: [reference('DcmDspDidDataRef', DCM_PATHS.data)],
    }),
  ],
});

const dcmDspDidInfo = container('DcmDspDidInfo', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('DcmDspDDDIDMaxElements', { lower: 0, min: '1', max: '65535' }),
    booleanParam('DcmDspDidDynamicallyDefined', { default: false }),
  ],
  subContainers: [
    container('DcmDspDidControl', {
      lower: 0,
      parameters: [
        enumerationParam(
          'DcmDspDidControlMask',
          ['DCM_CONTROLMASK_EXTERNAL', 'DCM_CONTROLMASK_INTERNAL', 'DCM_CONTROLMASK_NO'],
          { default: 'DCM_CONTROLMASK_NO' }, // product default
        ),
        integerParam('DcmDspDidControlMaskSize', { lower: 0, min: '1', max: '4' }),
        booleanParam('DcmDspDidFreezeCurrentState', { default: false }),
        booleanParam('DcmDspDidResetToDefault', { default: false }),
        booleanParam('DcmDspDidShortTermAdjustment', { default: false }),
      ],
      references: accessRefs('DcmDspDidControl'),
    }),
    container('DcmDspDidRead', { lower: 0, references: accessRefs('DcmDspDidRead') }),
    container('DcmDspDidWrite', { lower: 0, references: accessRefs('DcmDspDidWrite') }),
  ],
});

/**
 * A range of DIDs served by one set of functions (R4.1 and later): the Dcm asks the application whether a DID of
 * the range exists (when the range has gaps), how long its record is, and reads or writes it; the access comes
 * from the referenced DID info.
 */
const dcmDspDidRange = container('DcmDspDidRange', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    booleanParam('DcmDspDidRangeHasGaps', { default: false }), // product default
    integerParam('DcmDspDidRangeIdentifierLowerLimit', { min: '0', max: '65535', initial: '0' }),
    integerParam('DcmDspDidRangeIdentifierUpperLimit', { min: '0', max: '65535', initial: '0' }),
    functionNameParam('DcmDspDidRangeIsDidAvailableFnc', { lower: 0 }),
    integerParam('DcmDspDidRangeMaxDataLength', { min: '1', max: '65535', initial: '1' }),
    functionNameParam('DcmDspDidRangeReadDataLengthFnc', { lower: 0 }),
    functionNameParam('DcmDspDidRangeReadDidFnc', { lower: 0 }),
    booleanParam('DcmDspDidRangeUsePort', { default: false }), // product default
    functionNameParam('DcmDspDidRangeWriteDidFnc', { lower: 0 }),
  ],
  references: [reference('DcmDspDidRangeInfoRef', DCM_PATHS.didInfo)],
});

// ---------------------------------------------------------------- OBD services (ISO 15031-5 / SAE J1979)

/**
 * A parameter identifier of OBD services $01 (current data) and $02 (freeze frame data): its data elements by bit
 * position, and the support-information bytes of packeted PIDs.
 */
const dcmDspPid = container('DcmDspPid', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    byte('DcmDspPidIdentifier', { initial: { unique: true } }),
    enumerationParam('DcmDspPidService', ['DCM_SERVICE_01', 'DCM_SERVICE_01_02', 'DCM_SERVICE_02'], {
      default: 'DCM_SERVICE_01_02', // product default
    }),
    integerParam('DcmDspPidSize', { min: '1', max: '255', initial: '1' }),
    booleanParam('DcmDspPidUsed', { default: true }), // product default
  ],
  subContainers: [
    container('DcmDspPidData', {
      upper: 'infinite',
      parameters: [
        integerParam('DcmDspPidDataPos', { min: '0', max: '65535', initial: '0' }),
        integerParam('DcmDspPidDataSize', { min: '1', max: '65535', initial: '8' }),
      ],
      subContainers: [
        container('DcmDspPidDataSupportInfo', {
          lower: 0,
          parameters: [byte('DcmDspPidDataSupportInfoBit', { initial: '0' })],
          references: [reference('DcmDspPidDataSupportInfoRef', DCM_PATHS.pidSupportInfo)],
        }),
        container('DcmDspPidService01', {
          lower: 0,
          parameters: [
            enumerationParam('DcmDspPidDataEndianness', ENDIANNESS, { lower: 0 }),
            functionNameParam('DcmDspPidDataReadFnc', { lower: 0 }),
            enumerationParam(
              'DcmDspPidDataType',
              DATA_TYPES.filter((type) => !type.endsWith('_DYN')),
              { default: 'UINT8' }, // product default
            ),
            enumerationParam(
              'DcmDspPidDataUsePort',
              [
                'USE_DATA_SENDER_RECEIVER',
                'USE_DATA_SENDER_RECEIVER_AS_SERVICE',
                'USE_DATA_SYNCH_CLIENT_SERVER',
                'USE_DATA_SYNCH_FNC',
              ],
              { default: 'USE_DATA_SYNCH_FNC' }, // product default
            ),
          ],
        }),
        container('DcmDspPidService02', { lower: 0 }),
      ],
    }),
    container('DcmDspPidSupportInfo', {
      lower: 0,
      upper: 'infinite',
      parameters: [
        byte('DcmDspPidSupportInfoLen', { initial: '1' }),
        byte('DcmDspPidSupportInfoPos', { initial: '0' }),
      ],
    }),
  ],
});

/** An INFOTYPE of OBD service $09 (request vehicle information, e.g. $02 the VIN): its data items in order. */
const dcmDspVehInfo = container('DcmDspVehInfo', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    byte('DcmDspVehInfoInfoType', { initial: { unique: true } }),
    booleanParam('DcmDspVehInfoNODIProvResp', { default: false }), // product default
  ],
  subContainers: [
    container('DcmDspVehInfoData', {
      upper: 'infinite',
      parameters: [
        byte('DcmDspVehInfoDataOrder', { initial: '0' }),
        functionNameParam('DcmDspVehInfoDataReadFnc', { lower: 0 }),
        byte('DcmDspVehInfoDataSize', { initial: '1' }),
        booleanParam('DcmDspVehInfoDataUsePort', { default: false }), // product default
      ],
    }),
  ],
});

/** A test of OBD service $08 (request control of on-board system, test or component) by its test id. */
const dcmDspRequestControl = container('DcmDspRequestControl', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    byte('DcmDspRequestControlInBufferSize', { initial: '0' }),
    byte('DcmDspRequestControlOutBufferSize', { initial: '0' }),
    byte('DcmDspRequestControlTestId', { initial: { unique: true } }),
  ],
});

const ROUTINE_SIGNAL_TYPES = [...DATA_TYPES.filter((type) => !type.endsWith('_DYN')), 'VARIABLE_LENGTH'];

/** A routine's in or out parameters: 1..* signals with their size, endianness and type. */
function routineSignals(name: string): ContainerDef {
  return container(name, {
    lower: 0,
    subContainers: [
      container(`${name}Signal`, {
        upper: 'infinite',
        parameters: [
          integerParam('DcmDspRoutineParameterSize', { lower: 0, min: '1', max: '65535' }),
          integerParam('DcmDspRoutineSignalPos', { min: '0', max: '65535', initial: '0' }),
          enumerationParam('DcmDspRoutineSignalEndianness', ENDIANNESS, { lower: 0 }),
          enumerationParam('DcmDspRoutineSignalType', ROUTINE_SIGNAL_TYPES, { default: 'UINT8' }), // product default
        ],
      }),
    ],
  });
}

/** Start, stop and request results of a routine: function, authorization, in and out signals. */
function routineStep(name: string, lower: number): ContainerDef {
  return container(`DcmDsp${name}`, {
    lower,
    parameters: [functionNameParam(`DcmDsp${name}Fnc`, { lower: 0 })],
    references: [
      reference(`DcmDsp${name}CommonAuthorizationRef`, DCM_PATHS.commonAuthorization, { lower: 0 }),
    ],
    subContainers: [routineSignals(`DcmDsp${name}In`), routineSignals(`DcmDsp${name}Out`)],
  });
}

const dcmDspRoutine = container('DcmDspRoutine', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('DcmDspRoutineIdentifier', { min: '0', max: '65535', initial: { unique: true } }),
    byte('DcmDspRoutineInfoByte', { lower: 0 }),
    booleanParam('DcmDspRoutineUsePort', { default: false }),
    booleanParam('DcmDspRoutineUsed', { default: true }), // product default
  ],
  subContainers: [
    routineStep('RequestRoutineResults', 0),
    routineStep('StartRoutine', 1),
    routineStep('StopRoutine', 0),
  ],
});

const memoryRange = (kind: 'Read' | 'Write') =>
  container(`DcmDsp${kind}MemoryRangeInfo`, {
    lower: 0,
    upper: 'infinite',
    parameters: [
      integerParam(`DcmDsp${kind}MemoryRangeHigh`, { min: '0', max: '4294967295', initial: '0' }),
      integerParam(`DcmDsp${kind}MemoryRangeLow`, { min: '0', max: '4294967295', initial: '0' }),
    ],
    references: accessRefs(`DcmDsp${kind}MemoryRange`, 'SessionLevelRef'),
  });

const dcmDspMemory = container('DcmDspMemory', {
  lower: 0,
  subContainers: [
    container('DcmDspAddressAndLengthFormatIdentifier', {
      lower: 0,
      parameters: [
        integerParam('DcmDspSupportedAddressAndLengthFormatIdentifier', {
          min: '0',
          max: '255',
          upper: 'infinite',
          initial: '68', // product: 4-byte address, 4-byte length
        }),
      ],
    }),
    container('DcmDspMemoryIdInfo', {
      upper: 'infinite',
      parameters: [byte('DcmDspMemoryIdValue', { lower: 0 })],
      subContainers: [memoryRange('Read'), memoryRange('Write')],
    }),
  ],
});

const dcmDspComControl = container('DcmDspComControl', {
  lower: 0,
  subContainers: [
    container('DcmDspComControlAllChannel', {
      lower: 0,
      upper: 'infinite',
      parameters: [booleanParam('DcmDspComControlAllChannelUsed', { default: true })],
      references: [reference('DcmDspAllComMChannelRef', COMM_CHANNEL)],
    }),
    container('DcmDspComControlSetting', {
      lower: 0,
      references: [reference('DcmDspComControlCommunicationReEnableModeRuleRef', DCM_PATHS.modeRule)],
    }),
    container('DcmDspComControlSpecificChannel', {
      lower: 0,
      upper: 'infinite',
      parameters: [
        booleanParam('DcmDspComControlSpecificChannelUsed', { default: true }),
        integerParam('DcmDspSubnetNumber', { min: '1', max: '14', initial: '1' }),
      ],
      references: [reference('DcmDspSpecificComMChannelRef', COMM_CHANNEL)],
    }),
    container('DcmDspComControlSubNode', {
      lower: 0,
      upper: 'infinite',
      parameters: [
        integerParam('DcmDspComControlSubNodeId', { min: '1', max: '65535', initial: { unique: true } }),
        booleanParam('DcmDspComControlSubNodeUsed', { default: true }),
      ],
      references: [reference('DcmDspComControlSubNodeComMChannelRef', COMM_CHANNEL)],
    }),
  ],
});

const dcmDspCommonAuthorization = container('DcmDspCommonAuthorization', {
  lower: 0,
  upper: 'infinite',
  references: accessRefs('DcmDspCommonAuthorization'),
});

const dcmDspControlDTCSetting = container('DcmDspControlDTCSetting', {
  lower: 0,
  parameters: [booleanParam('DcmSupportDTCSettingControlOptionRecord', { default: false })],
  references: [reference('DcmDspControlDTCSettingReEnableModeRuleRef', DCM_PATHS.modeRule, { lower: 0 })],
});

const dcmDspClearDTC = container('DcmDspClearDTC', {
  lower: 0,
  parameters: [functionNameParam('DcmDspClearDTCCheckFnc', { lower: 0 })],
  references: [reference('DcmDspClearDTCModeRuleRef', DCM_PATHS.modeRule, { lower: 0 })],
});

const dcmDspPeriodicTransmission = container('DcmDspPeriodicTransmission', {
  lower: 0,
  parameters: [
    integerParam('DcmDspMaxPeriodicDidScheduler', { min: '1', max: '255', default: '1' }), // product default
    floatParam('DcmDspPeriodicTransmissionFastRate', { min: '0', max: '1000', default: '0.025' }), // product default
    floatParam('DcmDspPeriodicTransmissionMediumRate', { min: '0', max: '1000', default: '0.3' }), // product default
    floatParam('DcmDspPeriodicTransmissionSlowRate', { min: '0', max: '1000', default: '1' }), // product default
  ],
});

const dcmDspRoe = container('DcmDspRoe', {
  lower: 0,
  parameters: [floatParam('DcmDspRoeInterMessageTime', { min: '0', max: '1000', default: '0' })], // product default
  subContainers: [
    container('DcmDspRoeEvent', {
      lower: 0,
      upper: 'infinite',
      parameters: [
        enumerationParam('DcmDspRoeInitialEventStatus', ['DCM_ROE_CLEARED', 'DCM_ROE_STOPPED'], {
          default: 'DCM_ROE_CLEARED', // product default
        }),
        byte('DcmDspRoeEventId', { initial: { unique: true } }),
      ],
    }),
  ],
});

const dcmDsp = container('DcmDsp', {
  lower: 0,
  parameters: [
    booleanParam('DcmDspDDDIDcheckPerSourceDID', { lower: 0, default: false }),
    enumerationParam('DcmDspDataDefaultEndianness', ENDIANNESS, { lower: 0 }),
    booleanParam('DcmDspEnableObdMirror', { lower: 0, default: false }),
    integerParam('DcmDspMaxDidToRead', { lower: 0, min: '1', max: '65535' }),
    integerParam('DcmDspMaxPeriodicDidToRead', { lower: 0, min: '1', max: '65535' }),
    byte('DcmDspPowerDownTime', { lower: 0 }),
  ],
  subContainers: [
    dcmDspClearDTC,
    dcmDspComControl,
    dcmDspCommonAuthorization,
    dcmDspControlDTCSetting,
    dcmDspData,
    dcmDspDataInfo,
    dcmDspDid,
    dcmDspDidInfo,
    dcmDspDidRange,
    dcmDspMemory,
    dcmDspPeriodicTransmission,
    dcmDspPid,
    dcmDspRequestControl,
    dcmDspRoe,
    dcmDspRoutine,
    container('DcmDspSecurity', {
      parameters: [
        floatParam('DcmDspSecurityMaxAttemptCounterReadoutTime', { lower: 0, min: '0', max: '65.535' }),
      ],
      subContainers: [dcmDspSecurityRow],
    }),
    container('DcmDspSession', { subContainers: [dcmDspSessionRow] }),
    dcmDspVehInfo,
  ],
});

// ---------------------------------------------------------------- processing conditions

const CONDITION_TYPES = [
  'DCM_EQUALS',
  'DCM_EQUALS_NOT',
  'DCM_GREATER_OR_EQUAL',
  'DCM_GREATER_THAN',
  'DCM_LESS_OR_EQUAL',
  'DCM_LESS_THAN',
];

const dcmProcessingConditions = container('DcmProcessingConditions', {
  lower: 0,
  subContainers: [
    container('DcmModeCondition', {
      lower: 0,
      upper: 'infinite',
      parameters: [enumerationParam('DcmConditionType', CONDITION_TYPES, { default: 'DCM_EQUALS' })], // product default
      references: [
        instanceReference('DcmBswModeRef', 'MODE-DECLARATION', 'MODE-DECLARATION-GROUP-PROTOTYPE', {
          lower: 0,
        }),
        instanceReference(
          'DcmSwcModeRef',
          'MODE-DECLARATION',
          'ROOT-SW-COMPOSITION-PROTOTYPE SW-COMPONENT-PROTOTYPE PORT-PROTOTYPE MODE-DECLARATION-GROUP-PROTOTYPE',
          { lower: 0 },
        ),
        instanceReference(
          'DcmSwcSRDataElementRef',
          'VARIABLE-DATA-PROTOTYPE',
          'ROOT-SW-COMPOSITION-PROTOTYPE SW-COMPONENT-PROTOTYPE PORT-PROTOTYPE',
          { lower: 0 },
        ),
      ],
    }),
    container('DcmModeRule', {
      lower: 0,
      upper: 'infinite',
      parameters: [
        enumerationParam('DcmLogicalOperator', ['DCM_AND', 'DCM_OR'], { lower: 0 }),
        byte('DcmModeRuleNrcValue', { lower: 0 }),
      ],
      references: [
        choiceReference('DcmArgumentRef', [DCM_PATHS.modeCondition, DCM_PATHS.modeRule], {
          upper: 'infinite',
        }),
      ],
    }),
  ],
});

// ---------------------------------------------------------------- module

const dcmConfigSet = container('DcmConfigSet', {
  subContainers: [
    dcmDsd,
    dcmDsl,
    dcmDsp,
    container('DcmPageBufferCfg', {
      parameters: [booleanParam('DcmPagedBufferEnabled', { default: false })],
    }),
    dcmProcessingConditions,
  ],
});

const dcmGeneral = container('DcmGeneral', {
  parameters: [
    booleanParam('DcmDDDIDStorage', { default: false }),
    booleanParam('DcmDevErrorDetect', { default: false }),
    stringParam('DcmHeaderFileInclusion', {
      lower: 0,
      upper: 'infinite',
      validators: [{ name: 'headerFileName' }],
    }),
    booleanParam('DcmRespondAllRequest', { default: true }),
    floatParam('DcmTaskTime', { min: '0.001', max: '0.1', default: '0.01' }), // product default
    booleanParam('DcmVersionInfoApi', { default: false }),
  ],
  references: [reference('DcmVinRef', DCM_PATHS.did, { lower: 0 })],
});

export const dcmDefinition: ModuleDef = {
  name: 'Dcm',
  moduleId: 112,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [dcmConfigSet, dcmGeneral],
};
