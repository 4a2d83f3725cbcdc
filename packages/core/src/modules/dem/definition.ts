/**
 * Dem (Diagnostic Event Manager) parameter definition, after AUTOSAR R4 (4.4) SWS_DiagnosticEventManager
 * chapter 10 (ECUC_Dem_*). DemGeneral holds the module switches, the data the event memories capture
 * (data element, DID, freeze frame and extended data classes), operation cycles, enable and storage
 * conditions, the event memory sets (primary, user defined and mirror memories, indicators) and the NvM
 * blocks; DemConfigSet holds the DTCs with their attributes, the events with their debouncing, the
 * debounce classes, components and multi-event triggering. The OBD- and J1939-only containers
 * (DemGeneralOBD, DemGeneralJ1939, DemRatio, DemDtr, DemPidClass) are not defined yet. Times are in
 * seconds. Defaults the SWS does not give are marked "product default", deviations "product".
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
import type { ModuleDef } from '../../ecuc/types.js';

/** Definition paths rules, views and other modules point at. */
export const DEM_PATHS = {
  general: '/Dem/DemGeneral',
  dataElementClass: '/Dem/DemGeneral/DemDataElementClass',
  externalCsDataElement: '/Dem/DemGeneral/DemDataElementClass/DemExternalCSDataElementClass',
  externalSrDataElement: '/Dem/DemGeneral/DemDataElementClass/DemExternalSRDataElementClass',
  internalDataElement: '/Dem/DemGeneral/DemDataElementClass/DemInternalDataElementClass',
  didClass: '/Dem/DemGeneral/DemDidClass',
  enableCondition: '/Dem/DemGeneral/DemEnableCondition',
  enableConditionGroup: '/Dem/DemGeneral/DemEnableConditionGroup',
  eventMemorySet: '/Dem/DemGeneral/DemEventMemorySet',
  indicator: '/Dem/DemGeneral/DemEventMemorySet/DemIndicator',
  primaryMemory: '/Dem/DemGeneral/DemEventMemorySet/DemPrimaryMemory',
  userDefinedMemory: '/Dem/DemGeneral/DemEventMemorySet/DemUserDefinedMemory',
  mirrorMemory: '/Dem/DemGeneral/DemEventMemorySet/DemMirrorMemory',
  extendedDataClass: '/Dem/DemGeneral/DemExtendedDataClass',
  extendedDataRecordClass: '/Dem/DemGeneral/DemExtendedDataRecordClass',
  freezeFrameClass: '/Dem/DemGeneral/DemFreezeFrameClass',
  freezeFrameRecNumClass: '/Dem/DemGeneral/DemFreezeFrameRecNumClass',
  freezeFrameRecordClass: '/Dem/DemGeneral/DemFreezeFrameRecordClass',
  nvRamBlockId: '/Dem/DemGeneral/DemNvRamBlockId',
  operationCycle: '/Dem/DemGeneral/DemOperationCycle',
  storageCondition: '/Dem/DemGeneral/DemStorageCondition',
  storageConditionGroup: '/Dem/DemGeneral/DemStorageConditionGroup',
  configSet: '/Dem/DemConfigSet',
  component: '/Dem/DemConfigSet/DemComponent',
  dtc: '/Dem/DemConfigSet/DemDTC',
  dtcAttributes: '/Dem/DemConfigSet/DemDTCAttributes',
  obdDtc: '/Dem/DemConfigSet/DemObdDTC',
  eventParameter: '/Dem/DemConfigSet/DemEventParameter',
  debounceAlgorithmClass: '/Dem/DemConfigSet/DemEventParameter/DemDebounceAlgorithmClass',
  debounceCounterBased:
    '/Dem/DemConfigSet/DemEventParameter/DemDebounceAlgorithmClass/DemDebounceCounterBased',
  debounceTimeBase: '/Dem/DemConfigSet/DemEventParameter/DemDebounceAlgorithmClass/DemDebounceTimeBase',
  debounceMonitorInternal:
    '/Dem/DemConfigSet/DemEventParameter/DemDebounceAlgorithmClass/DemDebounceMonitorInternal',
  indicatorAttribute: '/Dem/DemConfigSet/DemEventParameter/DemIndicatorAttribute',
  debounceCounterBasedClass: '/Dem/DemConfigSet/DemDebounceCounterBasedClass',
  debounceTimeBaseClass: '/Dem/DemConfigSet/DemDebounceTimeBaseClass',
  multiEventTriggering: '/Dem/DemConfigSet/DemMultiEventTriggering',
} as const;

const NVM_BLOCK = '/NvM/NvMBlockDescriptor';
const PARTITION = '/EcuC/EcucPartitionCollection/EcucPartition';
const SWC_DATA_CONTEXT = 'ROOT-SW-COMPOSITION-PROTOTYPE SW-COMPONENT-PROTOTYPE PORT-PROTOTYPE';

const TRIGGERS = ['DEM_TRIGGER_ON_CONFIRMED', 'DEM_TRIGGER_ON_FDC_THRESHOLD', 'DEM_TRIGGER_ON_PENDING'];
const UPDATE = ['DEM_UPDATE_RECORD_NO', 'DEM_UPDATE_RECORD_YES'];
const DATA_TYPES = [
  'BOOLEAN',
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
const ENDIANNESS = ['BIG_ENDIAN', 'LITTLE_ENDIAN', 'OPAQUE'];

/** A container holding one optional callback function name. */
function callback(name: string, fnc: string, upper: 1 | 'infinite' = 1) {
  return container(name, { lower: 0, upper, parameters: [functionNameParam(fnc, { lower: 0 })] });
}

// ---------------------------------------------------------------- DemGeneral: data

const dataSize = integerParam('DemDataElementDataSize', { min: '1', max: '255', initial: '1' });

const demDataElementClass = choiceContainer(
  'DemDataElementClass',
  [
    container('DemExternalCSDataElementClass', {
      lower: 0,
      parameters: [
        dataSize,
        enumerationParam('DemDataElementDataType', DATA_TYPES, { lower: 0 }),
        enumerationParam('DemDataElementEndianness', ENDIANNESS, { lower: 0 }),
        functionNameParam('DemDataElementReadFnc', { lower: 0 }),
        booleanParam('DemDataElementUsePort', { default: false }), // product default
      ],
    }),
    container('DemExternalSRDataElementClass', {
      lower: 0,
      parameters: [
        dataSize,
        enumerationParam('DemDataElementDataType', DATA_TYPES, { lower: 0 }),
        enumerationParam('DemDataElementEndianness', ENDIANNESS, { lower: 0 }),
      ],
      subContainers: [
        container('DemDataElementInstance', {
          lower: 0,
          references: [
            instanceReference('DemDataElementInstanceRef', 'VARIABLE-DATA-PROTOTYPE', SWC_DATA_CONTEXT, {
              lower: 0,
            }),
          ],
        }),
      ],
    }),
    container('DemInternalDataElementClass', {
      lower: 0,
      parameters: [
        dataSize,
        enumerationParam(
          'DemInternalDataElement',
          [
            'DEM_AGINGCTR_DOWNCNT',
            'DEM_AGINGCTR_UPCNT',
            'DEM_AGINGCTR_UPCNT_FIRST_ACTIVE',
            'DEM_CURRENT_FDC',
            'DEM_CYCLES_SINCE_FIRST_FAILED',
            'DEM_CYCLES_SINCE_LAST_FAILED',
            'DEM_FAILED_CYCLES',
            'DEM_MAX_FDC_DURING_CURRENT_CYCLE',
            'DEM_MAX_FDC_SINCE_LAST_CLEAR',
            'DEM_OCCCTR',
            'DEM_OVFLIND',
            'DEM_SIGNIFICANCE',
          ],
          { default: 'DEM_OCCCTR' }, // product default
        ),
      ],
    }),
  ],
  { lower: 0, upper: 'infinite' },
);

const demDidClass = container('DemDidClass', {
  lower: 0,
  upper: 'infinite',
  parameters: [integerParam('DemDidIdentifier', { min: '0', max: '65535', initial: { unique: true } })],
  references: [
    // product: 0..* (SWS 1..*): a new DID class is filled after its data element classes exist.
    reference('DemDidDataElementClassRef', DEM_PATHS.dataElementClass, { lower: 0, upper: 'infinite' }),
  ],
});

const demExtendedDataRecordClass = container('DemExtendedDataRecordClass', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('DemExtendedDataRecordNumber', { min: '1', max: '239', initial: { unique: true } }),
    enumerationParam(
      'DemExtendedDataRecordTrigger',
      [...TRIGGERS, 'DEM_TRIGGER_ON_MIRROR', 'DEM_TRIGGER_ON_PASSED', 'DEM_TRIGGER_ON_TEST_FAILED'].sort(),
      { default: 'DEM_TRIGGER_ON_TEST_FAILED' }, // product default
    ),
    enumerationParam('DemExtendedDataRecordUpdate', UPDATE, { default: 'DEM_UPDATE_RECORD_YES' }), // product default
  ],
  references: [
    // product: 0..* (SWS 1..*), as DemDidDataElementClassRef.
    reference('DemDataElementClassRef', DEM_PATHS.dataElementClass, { lower: 0, upper: 'infinite' }),
  ],
});

const demExtendedDataClass = container('DemExtendedDataClass', {
  lower: 0,
  upper: 'infinite',
  references: [
    // product: 0..253 (SWS 1..253).
    reference('DemExtendedDataRecordClassRef', DEM_PATHS.extendedDataRecordClass, { lower: 0, upper: 253 }),
  ],
});

const demFreezeFrameClass = container('DemFreezeFrameClass', {
  lower: 0,
  upper: 'infinite',
  // product: 0..* (SWS 1..*).
  references: [reference('DemDidClassRef', DEM_PATHS.didClass, { lower: 0, upper: 'infinite' })],
});

const demFreezeFrameRecordClass = container('DemFreezeFrameRecordClass', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('DemFreezeFrameRecordNumber', { min: '0', max: '254', initial: { unique: true } }),
    enumerationParam('DemFreezeFrameRecordTrigger', [...TRIGGERS, 'DEM_TRIGGER_ON_TEST_FAILED'], {
      default: 'DEM_TRIGGER_ON_TEST_FAILED', // product default
    }),
    enumerationParam('DemFreezeFrameRecordUpdate', UPDATE, { default: 'DEM_UPDATE_RECORD_NO' }), // product default
  ],
});

const demFreezeFrameRecNumClass = container('DemFreezeFrameRecNumClass', {
  lower: 0,
  upper: 'infinite',
  references: [
    // product: 0..254 (SWS 1..254).
    reference('DemFreezeFrameRecordClassRef', DEM_PATHS.freezeFrameRecordClass, { lower: 0, upper: 254 }),
  ],
});

// ---------------------------------------------------------------- DemGeneral: cycles and conditions

const demOperationCycle = container('DemOperationCycle', {
  upper: 256,
  parameters: [
    booleanParam('DemOperationCycleAutomaticEnd', { default: false }),
    booleanParam('DemOperationCycleAutostart', { default: false }), // product default
    integerParam('DemOperationCycleId', {
      lower: 0,
      min: '0',
      max: '255',
      symbolicNameValue: true,
    }),
    enumerationParam(
      'DemOperationCycleType',
      [
        'DEM_OPCYC_IGNITION',
        'DEM_OPCYC_OBD_DCY',
        'DEM_OPCYC_OTHER',
        'DEM_OPCYC_POWER',
        'DEM_OPCYC_TIME',
        'DEM_OPCYC_WARMUP',
      ],
      { default: 'DEM_OPCYC_POWER' }, // product default
    ),
  ],
});

const demEnableCondition = container('DemEnableCondition', {
  lower: 0,
  upper: 255,
  parameters: [
    integerParam('DemEnableConditionId', {
      min: '0',
      max: '255',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    booleanParam('DemEnableConditionStatus', { default: true }), // product default
  ],
});

const demEnableConditionGroup = container('DemEnableConditionGroup', {
  lower: 0,
  upper: 255,
  // product: 0..* (SWS 1..*).
  references: [
    reference('DemEnableConditionRef', DEM_PATHS.enableCondition, { lower: 0, upper: 'infinite' }),
  ],
});

const demStorageCondition = container('DemStorageCondition', {
  lower: 0,
  upper: 255,
  parameters: [
    integerParam('DemStorageConditionId', {
      min: '0',
      max: '255',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    booleanParam('DemStorageConditionStatus', { default: true }), // product default
  ],
  references: [reference('DemStorageConditionReplacementEventRef', DEM_PATHS.eventParameter, { lower: 0 })],
});

const demStorageConditionGroup = container('DemStorageConditionGroup', {
  lower: 0,
  upper: 255,
  // product: 0..* (SWS 1..*).
  references: [
    reference('DemStorageConditionRef', DEM_PATHS.storageCondition, { lower: 0, upper: 'infinite' }),
  ],
});

// ---------------------------------------------------------------- DemGeneral: memories

const demNvRamBlockId = container('DemNvRamBlockId', {
  lower: 0,
  upper: 'infinite',
  references: [reference('DemNvRamBlockIdRef', NVM_BLOCK)],
});

/**
 * product: the NvM blocks (DemNvRamBlockId) that hold one event memory. The SWS leaves the split of the
 * memories onto blocks to the implementation; naming it lets the block lengths be checked.
 */
const memoryBlocks = reference('DemMemoryNvRamBlockIdRef', DEM_PATHS.nvRamBlockId, {
  lower: 0,
  upper: 'infinite',
  origin: 'ECUC_STUDIO',
});

const demPrimaryMemory = container('DemPrimaryMemory', {
  parameters: [integerParam('DemMaxNumberEventEntryPrimary', { min: '1', max: '255', initial: '8' })],
  references: [memoryBlocks],
});

const demUserDefinedMemory = container('DemUserDefinedMemory', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('DemMaxNumberEventEntryUserDefined', { min: '1', max: '255', initial: '8' }),
    integerParam('DemUserDefinedMemoryIdentifier', { min: '16', max: '255', initial: { unique: true } }),
  ],
  references: [memoryBlocks],
});

const demMirrorMemory = container('DemMirrorMemory', {
  lower: 0,
  parameters: [integerParam('DemMaxNumberEventEntryMirror', { min: '1', max: '255', initial: '8' })],
  references: [memoryBlocks],
});

const demIndicator = container('DemIndicator', {
  lower: 0,
  upper: 255,
  parameters: [
    integerParam('DemIndicatorID', {
      min: '0',
      max: '255',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
  ],
});

const demEventMemorySet = container('DemEventMemorySet', {
  upper: 'infinite',
  parameters: [
    integerParam('DemDtcStatusAvailabilityMask', { min: '0', max: '255', initial: '255' }),
    integerParam('DemMaxNumberEventEntryPermanent', { lower: 0, min: '0', max: '255' }),
    enumerationParam(
      'DemTypeOfDTCSupported',
      [
        'DEM_DTC_TRANSLATION_ISO11992_4',
        'DEM_DTC_TRANSLATION_ISO14229_1',
        'DEM_DTC_TRANSLATION_ISO15031_6',
        'DEM_DTC_TRANSLATION_SAEJ1939_73',
        'DEM_DTC_TRANSLATION_SAE_J2012_DA_DTCFORMAT_04',
      ],
      { default: 'DEM_DTC_TRANSLATION_ISO14229_1' }, // product default
    ),
  ],
  references: [
    reference('DemAmberWarningLampIndicatorRef', DEM_PATHS.indicator, { lower: 0 }),
    reference('DemMILIndicatorRef', DEM_PATHS.indicator, { lower: 0 }),
    reference('DemProtectLampIndicatorRef', DEM_PATHS.indicator, { lower: 0 }),
    reference('DemRedStopLampIndicatorRef', DEM_PATHS.indicator, { lower: 0 }),
  ],
  subContainers: [
    callback('DemClearDTCNotification', 'DemClearDtcNotificationFnc', 'infinite'),
    demIndicator,
    demMirrorMemory,
    demPrimaryMemory,
    demUserDefinedMemory,
  ],
});

// ---------------------------------------------------------------- DemGeneral

/**
 * A client of the Dem (R4.4): Dcm and J1939Dcm name theirs (DcmDemClientRef), each on an event memory set.
 */
const demClient = container('DemClient', {
  lower: 0,
  upper: 'infinite',
  parameters: [integerParam('DemClientId', { min: '0', max: '255', initial: { unique: true } })],
  references: [reference('DemEventMemorySetRef', DEM_PATHS.eventMemorySet, { lower: 0 })],
});

const demGeneral = container('DemGeneral', {
  parameters: [
    enumerationParam(
      'DemAgingCycleCounterProcessing',
      ['DEM_PROCESS_AGINGCTR_EXTERNAL', 'DEM_PROCESS_AGINGCTR_INTERN'],
      {
        default: 'DEM_PROCESS_AGINGCTR_INTERN', // product default
      },
    ),
    booleanParam('DemAgingRequieresTestedCycle', { default: false }), // product default
    enumerationParam('DemAvailabilitySupport', ['DEM_EVENT_AVAILABILITY', 'DEM_NO_AVAILABILITY'], {
      lower: 0,
    }),
    integerParam('DemBswErrorBufferSize', { min: '0', max: '255', initial: '0' }),
    enumerationParam(
      'DemClearDTCBehavior',
      ['DEM_CLRRESP_NONVOLATILE_FINISH', 'DEM_CLRRESP_NONVOLATILE_TRIGGER', 'DEM_CLRRESP_VOLATILE'],
      { default: 'DEM_CLRRESP_VOLATILE' }, // product default
    ),
    enumerationParam('DemClearDTCLimitation', ['DEM_ALL_SUPPORTED_DTCS', 'DEM_ONLY_CLEAR_ALL_DTCS'], {
      default: 'DEM_ALL_SUPPORTED_DTCS', // product default
    }),
    enumerationParam('DemDataElementDefaultEndianness', ENDIANNESS, { default: 'BIG_ENDIAN' }), // product default
    booleanParam('DemDebounceCounterBasedSupport', { default: true }), // product default
    booleanParam('DemDebounceTimeBasedSupport', { default: false }), // product default
    booleanParam('DemDevErrorDetect', { default: false }),
    enumerationParam(
      'DemEnvironmentDataCapture',
      ['DEM_CAPTURE_ASYNCHRONOUS_TO_REPORTING', 'DEM_CAPTURE_SYNCHRONOUS_TO_REPORTING'],
      { default: 'DEM_CAPTURE_ASYNCHRONOUS_TO_REPORTING' }, // product default
    ),
    enumerationParam(
      'DemEventCombinationSupport',
      ['DEM_EVCOMB_DISABLED', 'DEM_EVCOMB_ONRETRIEVAL', 'DEM_EVCOMB_ONSTORAGE'],
      { default: 'DEM_EVCOMB_DISABLED' }, // product default
    ),
    enumerationParam(
      'DemEventDisplacementStrategy',
      ['DEM_DISPLACEMENT_FULL', 'DEM_DISPLACEMENT_NONE', 'DEM_DISPLACEMENT_PRIO_OCC'],
      { default: 'DEM_DISPLACEMENT_NONE' }, // product default
    ),
    enumerationParam(
      'DemEventMemoryEntryStorageTrigger',
      [...TRIGGERS, 'DEM_TRIGGER_ON_TEST_FAILED'],
      { default: 'DEM_TRIGGER_ON_TEST_FAILED' }, // product default
    ),
    booleanParam('DemGeneralInterfaceSupport', { default: false }), // product default
    stringParam('DemHeaderFileInclusion', { lower: 0, upper: 'infinite' }),
    integerParam('DemImmediateNvStorageLimit', { lower: 0, min: '1', max: '255' }),
    integerParam('DemMaxNumberEventEntryEventBuffer', { min: '1', max: '250', initial: '4' }),
    integerParam('DemMaxNumberPrestoredFF', { min: '0', max: '255', initial: '0' }),
    enumerationParam(
      'DemOBDSupport',
      ['DEM_OBD_DEP_SEC_ECU', 'DEM_OBD_MASTER_ECU', 'DEM_OBD_NO_OBD_SUPPORT', 'DEM_OBD_PRIMARY_ECU'],
      { default: 'DEM_OBD_NO_OBD_SUPPORT' }, // product default
    ),
    enumerationParam('DemOccurrenceCounterProcessing', ['DEM_PROCESS_OCCCTR_CDTC', 'DEM_PROCESS_OCCCTR_TF'], {
      default: 'DEM_PROCESS_OCCCTR_TF', // product default
    }),
    booleanParam('DemOperationCycleStatusStorage', { default: false }), // product default
    booleanParam('DemPTOSupport', { default: false }), // product default
    booleanParam('DemResetConfirmedBitOnOverflow', { default: true }), // product default
    enumerationParam(
      'DemStatusBitHandlingTestFailedSinceLastClear',
      ['DEM_STATUS_BIT_AGING_AND_DISPLACEMENT', 'DEM_STATUS_BIT_NORMAL'],
      { default: 'DEM_STATUS_BIT_NORMAL' }, // product default
    ),
    booleanParam('DemStatusBitStorageTestFailed', { default: false }), // product default
    enumerationParam('DemSuppressionSupport', ['DEM_DTC_SUPPRESSION', 'DEM_NO_SUPPRESSION'], {
      default: 'DEM_NO_SUPPRESSION', // product default
    }),
    floatParam('DemTaskTime', { min: '0.001', max: '0.1', default: '0.01' }), // product default
    booleanParam('DemTriggerDcmReports', { default: false }), // product default
    booleanParam('DemTriggerDltReports', { default: false }), // product default
    booleanParam('DemTriggerFiMReports', { default: false }), // product default
    booleanParam('DemTriggerMonitorInitBeforeClearOk', { default: false }), // product default
    enumerationParam(
      'DemTypeOfFreezeFrameRecordNumeration',
      ['DEM_FF_RECNUM_CALCULATED', 'DEM_FF_RECNUM_CONFIGURED'],
      { default: 'DEM_FF_RECNUM_CONFIGURED' }, // product default
    ),
    booleanParam('DemVersionInfoApi', { default: false }),
  ],
  subContainers: [
    callback('DemCallbackDTCStatusChanged', 'DemCallbackDTCStatusChangedFnc', 'infinite'),
    demClient,
    demDataElementClass,
    demDidClass,
    demEnableCondition,
    demEnableConditionGroup,
    demEventMemorySet,
    demExtendedDataClass,
    demExtendedDataRecordClass,
    demFreezeFrameClass,
    demFreezeFrameRecNumClass,
    demFreezeFrameRecordClass,
    demNvRamBlockId,
    demOperationCycle,
    demStorageCondition,
    demStorageConditionGroup,
  ],
});

// ---------------------------------------------------------------- DemConfigSet

const demComponent = container('DemComponent', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    functionNameParam('DemComponentFailedCallbackFnc', { lower: 0 }),
    booleanParam('DemComponentIgnoresPriority', { default: false }), // product default
  ],
  references: [
    reference('DemComponentEcucPartitionRef', PARTITION, { lower: 0 }),
    reference('DemImmediateChildComponentRef', DEM_PATHS.component, { lower: 0, upper: 'infinite' }),
  ],
});

const demDtc = container('DemDTC', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('DemDTCFunctionalUnit', { lower: 0, min: '0', max: '255' }),
    enumerationParam(
      'DemDTCSeverity',
      [
        'DEM_SEVERITY_CHECK_AT_NEXT_HALT',
        'DEM_SEVERITY_CHECK_IMMEDIATELY',
        'DEM_SEVERITY_MAINTENANCE_ONLY',
        'DEM_SEVERITY_NO_SEVERITY',
      ],
      { lower: 0 },
    ),
    integerParam('DemDtcValue', { lower: 0, min: '1', max: '16777214' }),
    enumerationParam('DemNvStorageStrategy', ['DURING_SHUTDOWN', 'IMMEDIATE_AT_FIRST_OCCURRENCE'], {
      default: 'DURING_SHUTDOWN', // product default
    }),
    enumerationParam(
      'DemWWHOBDDTCClass',
      [
        'DEM_DTC_WWHOBD_CLASS_A',
        'DEM_DTC_WWHOBD_CLASS_B1',
        'DEM_DTC_WWHOBD_CLASS_B2',
        'DEM_DTC_WWHOBD_CLASS_C',
        'DEM_DTC_WWHOBD_CLASS_NOCLASS',
      ],
      { lower: 0 },
    ),
  ],
  references: [
    // product: 0..1 (SWS 1..1): a DTC is made before its attributes.
    reference('DemDTCAttributesRef', DEM_PATHS.dtcAttributes, { lower: 0 }),
    reference('DemObdDTCRef', DEM_PATHS.obdDtc, { lower: 0 }),
  ],
});

const demObdDtc = container('DemObdDTC', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    booleanParam('DemConsiderPtoStatus', { default: false }), // product default
    integerParam('DemDtcValue', { lower: 0, min: '0', max: '65535' }),
    enumerationParam(
      'DemEventOBDReadinessGroup',
      [
        'DEM_OBD_RDY_AC',
        'DEM_OBD_RDY_BOOSTPR',
        'DEM_OBD_RDY_CAT',
        'DEM_OBD_RDY_CMPRCMPT',
        'DEM_OBD_RDY_EGR',
        'DEM_OBD_RDY_EGSENS',
        'DEM_OBD_RDY_EVAP',
        'DEM_OBD_RDY_FLSYS',
        'DEM_OBD_RDY_FLSYS_NONCONT',
        'DEM_OBD_RDY_HCCAT',
        'DEM_OBD_RDY_HTCAT',
        'DEM_OBD_RDY_MISF',
        'DEM_OBD_RDY_NONE',
        'DEM_OBD_RDY_NOXCAT',
        'DEM_OBD_RDY_O2SENS',
        'DEM_OBD_RDY_O2SENSHT',
        'DEM_OBD_RDY_PMFLT',
        'DEM_OBD_RDY_SECAIR',
      ],
      { lower: 0 },
    ),
  ],
});

const demDtcAttributes = container('DemDTCAttributes', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    booleanParam('DemAgingAllowed', { default: false }), // product default
    integerParam('DemAgingCycleCounterThreshold', { lower: 0, min: '1', max: '256' }),
    integerParam('DemAgingCycleCounterThresholdForTFSLC', { lower: 0, min: '1', max: '256' }),
    integerParam('DemDTCPriority', { min: '1', max: '255', initial: '1' }),
    enumerationParam(
      'DemDTCSignificance',
      ['DEM_EVENT_SIGNIFICANCE_FAULT', 'DEM_EVENT_SIGNIFICANCE_OCCURRENCE'],
      {
        lower: 0,
      },
    ),
    integerParam('DemEventMemoryEntryFdcThresholdStorageValue', { lower: 0, min: '1', max: '127' }),
    booleanParam('DemImmediateNvStorage', { lower: 0 }),
    integerParam('DemMaxNumberFreezeFrameRecords', { lower: 0, min: '0', max: '255' }),
  ],
  references: [
    reference('DemAgingCycleRef', DEM_PATHS.operationCycle, { lower: 0 }),
    reference('DemExtendedDataClassRef', DEM_PATHS.extendedDataClass, { lower: 0 }),
    reference('DemFreezeFrameClassRef', DEM_PATHS.freezeFrameClass, { lower: 0 }),
    reference('DemFreezeFrameRecNumClassRef', DEM_PATHS.freezeFrameRecNumClass, { lower: 0 }),
    choiceReference(
      'DemMemoryDestinationRef',
      [DEM_PATHS.mirrorMemory, DEM_PATHS.primaryMemory, DEM_PATHS.userDefinedMemory],
      { lower: 0, upper: 2 },
    ),
  ],
});

const demDebounceAlgorithmClass = choiceContainer('DemDebounceAlgorithmClass', [
  container('DemDebounceCounterBased', {
    lower: 0,
    references: [reference('DemDebounceCounterBasedClassRef', DEM_PATHS.debounceCounterBasedClass)],
  }),
  container('DemDebounceMonitorInternal', {
    lower: 0,
    subContainers: [callback('DemCallbackGetFDC', 'DemCallbackGetFDCFnc')],
  }),
  container('DemDebounceTimeBase', {
    lower: 0,
    references: [reference('DemDebounceTimeBaseRef', DEM_PATHS.debounceTimeBaseClass)],
  }),
]);

const demIndicatorAttribute = container('DemIndicatorAttribute', {
  lower: 0,
  upper: 255,
  parameters: [
    enumerationParam(
      'DemIndicatorBehaviour',
      [
        'DEM_INDICATOR_BLINKING',
        'DEM_INDICATOR_BLINK_CONT',
        'DEM_INDICATOR_CONTINUOUS',
        'DEM_INDICATOR_FAST_FLASH',
        'DEM_INDICATOR_SLOW_FLASH',
      ],
      { default: 'DEM_INDICATOR_CONTINUOUS' }, // product default
    ),
    integerParam('DemIndicatorFailureCycleCounterThreshold', { min: '0', max: '255', initial: '1' }),
    integerParam('DemIndicatorHealingCycleCounterThreshold', { min: '0', max: '255', initial: '1' }),
  ],
  references: [reference('DemIndicatorRef', DEM_PATHS.indicator)],
});

const demEventParameter = container('DemEventParameter', {
  lower: 0,
  upper: 65535,
  parameters: [
    integerParam('DemComponentPriority', { lower: 0, min: '1', max: '255' }),
    booleanParam('DemEventAvailable', { default: true }), // product default
    integerParam('DemEventConfirmationThreshold', { lower: 0, min: '1', max: '255' }),
    integerParam('DemEventFailureCycleCounterThreshold', { lower: 0, min: '0', max: '255' }),
    integerParam('DemEventId', {
      min: '1',
      max: '65535',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    enumerationParam('DemEventKind', ['DEM_EVENT_KIND_BSW', 'DEM_EVENT_KIND_SWC'], {
      default: 'DEM_EVENT_KIND_SWC', // product default
    }),
    booleanParam('DemEventRecoverableInSameOperationCycle', { lower: 0 }),
    booleanParam('DemFFPrestorageSupported', { default: false }), // product default
    enumerationParam('DemReportBehavior', ['REPORT_AFTER_INIT', 'REPORT_BEFORE_INIT'], { lower: 0 }),
  ],
  references: [
    reference('DemComponentClassRef', DEM_PATHS.component, { lower: 0 }),
    reference('DemDTCRef', DEM_PATHS.dtc, { lower: 0 }),
    reference('DemEnableConditionGroupRef', DEM_PATHS.enableConditionGroup, { lower: 0 }),
    reference('DemOBDGroupingAssociativeEventsRef', DEM_PATHS.eventParameter, { lower: 0 }),
    // product: 0..1 (SWS 1..1): E_Dem0006 asks for it, so that an event can be made before its cycle.
    reference('DemOperationCycleRef', DEM_PATHS.operationCycle, { lower: 0 }),
    reference('DemStorageConditionGroupRef', DEM_PATHS.storageConditionGroup, { lower: 0 }),
  ],
  subContainers: [
    callback('DemCallbackClearEventAllowed', 'DemCallbackClearEventAllowedFnc'),
    callback('DemCallbackEventDataChanged', 'DemCallbackEventDataChangedFnc'),
    callback('DemCallbackEventUdsStatusChanged', 'DemCallbackEventUdsStatusChangedFnc', 'infinite'),
    callback('DemCallbackInitMForE', 'DemCallbackInitMForEFnc'),
    callback('DemCallbackMonitorStatusChanged', 'DemCallbackMonitorStatusChangedFnc', 'infinite'),
    demDebounceAlgorithmClass,
    demIndicatorAttribute,
  ],
});

const behavior = (name: string) =>
  enumerationParam(name, ['DEM_DEBOUNCE_FREEZE', 'DEM_DEBOUNCE_RESET'], { default: 'DEM_DEBOUNCE_RESET' }); // product default

const demDebounceCounterBasedClass = container('DemDebounceCounterBasedClass', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    behavior('DemDebounceBehavior'),
    integerParam('DemDebounceCounterDecrementStepSize', { min: '1', max: '32768', initial: '1' }),
    integerParam('DemDebounceCounterFailedThreshold', { min: '1', max: '32767', initial: '127' }),
    integerParam('DemDebounceCounterIncrementStepSize', { min: '1', max: '32767', initial: '1' }),
    booleanParam('DemDebounceCounterJumpDown', { default: false }), // product default
    integerParam('DemDebounceCounterJumpDownValue', { min: '-32768', max: '32767', initial: '0' }),
    booleanParam('DemDebounceCounterJumpUp', { default: false }), // product default
    integerParam('DemDebounceCounterJumpUpValue', { min: '-32768', max: '32767', initial: '0' }),
    integerParam('DemDebounceCounterPassedThreshold', { min: '-32768', max: '-1', initial: '-128' }),
    booleanParam('DemDebounceCounterStorage', { default: false }), // product default
  ],
});

const demDebounceTimeBaseClass = container('DemDebounceTimeBaseClass', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    behavior('DemDebounceTimeBasedBehavior'),
    floatParam('DemDebounceTimeFailedThreshold', { min: '0.001', max: '3600', default: '0.1' }), // product default
    floatParam('DemDebounceTimePassedThreshold', { min: '0.001', max: '3600', default: '0.1' }), // product default
  ],
});

const demMultiEventTriggering = container('DemMultiEventTriggering', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    booleanParam('DemMultiEventTriggeringAlternativeBehavior', { default: false }), // product default
  ],
  references: [
    reference('DemMultiEventTriggeringMasterEventRef', DEM_PATHS.eventParameter),
    reference('DemMultiEventTriggeringSlaveEventRef', DEM_PATHS.eventParameter, { upper: 'infinite' }),
  ],
});

const demConfigSet = container('DemConfigSet', {
  subContainers: [
    demComponent,
    demDtc,
    demDtcAttributes,
    demDebounceCounterBasedClass,
    demDebounceTimeBaseClass,
    demEventParameter,
    demMultiEventTriggering,
    demObdDtc,
  ],
});

export const demDefinition: ModuleDef = {
  name: 'Dem',
  moduleId: 12,
  version: 1,
  containers: [demConfigSet, demGeneral],
};
