/**
 * Com (AUTOSAR COM) parameter definition, after AUTOSAR R4.4 SWS_COM chapter 10.
 * Deviations of the product from the SWS are marked "product".
 */
import {
  booleanParam,
  choiceContainer,
  choiceReference,
  container,
  enumerationParam,
  floatParam,
  foreignReference,
  functionNameParam,
  integerParam,
  reference,
  stringParam,
} from '../../ecuc/builders.js';
import type { ContainerDef, ParamDef } from '../../ecuc/types.js';
import type { ModuleDef } from '../../ecuc/types.js';

const PDU = '/EcuC/EcucPduCollection/Pdu';
const IPDU = '/Com/ComConfig/ComIPdu';
const IPDU_GROUP = '/Com/ComConfig/ComIPduGroup';
const SIGNAL = '/Com/ComConfig/ComSignal';
const SIGNAL_GROUP = '/Com/ComConfig/ComSignalGroup';
const GROUP_SIGNAL = '/Com/ComConfig/ComSignalGroup/ComGroupSignal';
const U16_MAX = '65535';
const U32_MAX = '4294967295';
const I64_MIN = '-9223372036854775808';
const U64_MAX = '18446744073709551615';
/** The largest bit position of a 4 KiB TP I-PDU handled by the product is left to U32. */
const BIT_MAX = U32_MAX;

const SIGNAL_TYPES = [
  'BOOLEAN',
  'FLOAT32',
  'FLOAT64',
  'SINT16',
  'SINT32',
  'SINT64',
  'SINT8',
  'UINT16',
  'UINT32',
  'UINT64',
  'UINT8',
  'UINT8_DYN',
  'UINT8_N',
];
const ENDIANNESS = ['BIG_ENDIAN', 'LITTLE_ENDIAN', 'OPAQUE'];
const TRANSFER_PROPERTIES = [
  'PENDING',
  'TRIGGERED',
  'TRIGGERED_ON_CHANGE',
  'TRIGGERED_ON_CHANGE_WITHOUT_REPETITION',
  'TRIGGERED_WITHOUT_REPETITION',
];
const FILTER_ALGORITHMS = [
  'ALWAYS',
  'MASKED_NEW_DIFFERS_MASKED_OLD',
  'MASKED_NEW_DIFFERS_X',
  'MASKED_NEW_EQUALS_X',
  'NEVER',
  'NEW_IS_OUTSIDE',
  'NEW_IS_WITHIN',
  'ONE_EVERY_N',
];

/** A time in seconds, 0 to 3600 s. */
const seconds = (name: string, options: { lower?: number; default?: string } = {}) =>
  floatParam(name, { min: '0', max: '3600', ...options });
const callout = (name: string) => functionNameParam(name, { lower: 0 });

const bitPosition = () => integerParam('ComBitPosition', { min: '0', max: BIT_MAX, initial: '0' });
const bitSize = () => integerParam('ComBitSize', { lower: 0, min: '0', max: '64' });
const endianness = () => enumerationParam('ComSignalEndianness', ENDIANNESS, { default: 'LITTLE_ENDIAN' }); // product default
const signalLength = () => integerParam('ComSignalLength', { lower: 0, min: '0', max: U32_MAX });
const signalType = () => enumerationParam('ComSignalType', SIGNAL_TYPES, { default: 'UINT8' }); // product default
const initValue = () => stringParam('ComSignalInitValue', { lower: 0 });
const transferProperty = (lower: number) =>
  enumerationParam('ComTransferProperty', TRANSFER_PROPERTIES, { lower, default: 'PENDING' });
const updateBitPosition = () => integerParam('ComUpdateBitPosition', { lower: 0, min: '0', max: BIT_MAX });
const handleId = () =>
  integerParam('ComHandleId', { lower: 0, min: '0', max: U16_MAX, symbolicNameValue: true });

/** The filter a signal value passes before it is sent or passed on. */
const comFilter = (): ContainerDef =>
  container('ComFilter', {
    lower: 0,
    parameters: [
      enumerationParam('ComFilterAlgorithm', FILTER_ALGORITHMS, { default: 'ALWAYS' }),
      integerParam('ComFilterMask', { lower: 0, min: I64_MIN, max: U64_MAX }),
      integerParam('ComFilterMax', { lower: 0, min: I64_MIN, max: U64_MAX }),
      integerParam('ComFilterMin', { lower: 0, min: I64_MIN, max: U64_MAX }),
      integerParam('ComFilterOffset', { lower: 0, min: '0', max: U32_MAX }),
      integerParam('ComFilterPeriod', { lower: 0, min: '0', max: U32_MAX }),
      integerParam('ComFilterX', { lower: 0, min: I64_MIN, max: U64_MAX }),
    ],
  });

/** Reception behaviour shared by signals and signal groups. */
const rxBehaviour = (): ParamDef[] => [
  enumerationParam('ComDataInvalidAction', ['NOTIFY', 'REPLACE'], { lower: 0 }),
  callout('ComErrorNotification'),
  seconds('ComFirstTimeout', { lower: 0 }),
  handleId(),
  booleanParam('ComInitialValueOnly', { lower: 0, default: false }),
  callout('ComInvalidNotification'),
  callout('ComNotification'),
  enumerationParam('ComRxDataTimeoutAction', ['NONE', 'REPLACE', 'SUBSTITUTE'], { lower: 0 }),
  seconds('ComTimeout', { lower: 0 }),
  callout('ComTimeoutNotification'),
  transferProperty(0),
  updateBitPosition(),
];

const comSignal = container('ComSignal', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    bitPosition(),
    bitSize(),
    stringParam('ComSignalDataInvalidValue', { lower: 0 }),
    endianness(),
    initValue(),
    signalLength(),
    signalType(),
    stringParam('ComTimeoutSubstitutionValue', { lower: 0 }),
    ...rxBehaviour(),
  ],
  references: [
    foreignReference('ComSystemTemplateSystemSignalRef', 'I-SIGNAL-TO-I-PDU-MAPPING', { lower: 0 }),
  ],
  subContainers: [comFilter()],
});

const comGroupSignal = container('ComGroupSignal', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    bitPosition(),
    bitSize(),
    handleId(),
    stringParam('ComSignalDataInvalidValue', { lower: 0 }),
    endianness(),
    initValue(),
    signalLength(),
    signalType(),
    stringParam('ComTimeoutSubstitutionValue', { lower: 0 }),
    transferProperty(0),
  ],
  references: [
    foreignReference('ComSystemTemplateSystemSignalRef', 'I-SIGNAL-TO-I-PDU-MAPPING', { lower: 0 }),
  ],
  subContainers: [comFilter()],
});

const comSignalGroup = container('ComSignalGroup', {
  lower: 0,
  upper: 'infinite',
  parameters: [...rxBehaviour(), booleanParam('ComSignalGroupArrayAccess', { default: false })],
  references: [
    foreignReference('ComSystemTemplateSignalGroupRef', 'I-SIGNAL-TO-I-PDU-MAPPING', { lower: 0 }),
  ],
  subContainers: [comGroupSignal],
});

/** How an I-PDU is sent while its Tx mode selector is true or false. */
const txModeSide = (name: string) =>
  container(name, {
    lower: 0,
    subContainers: [
      container('ComTxMode', {
        parameters: [
          enumerationParam('ComTxModeMode', ['DIRECT', 'MIXED', 'NONE', 'PERIODIC'], { default: 'DIRECT' }),
          integerParam('ComTxModeNumberOfRepetitions', { lower: 0, min: '0', max: '255' }),
          seconds('ComTxModeRepetitionPeriod', { lower: 0 }),
          seconds('ComTxModeTimeOffset', { lower: 0 }),
          seconds('ComTxModeTimePeriod', { lower: 0 }),
        ],
      }),
    ],
  });

const comTxIPdu = container('ComTxIPdu', {
  lower: 0,
  parameters: [
    seconds('ComMinimumDelayTime', { lower: 0 }),
    enumerationParam('ComTxIPduClearUpdateBit', ['Confirmation', 'Transmit', 'TriggerTransmit'], {
      lower: 0,
    }),
    integerParam('ComTxIPduUnusedAreasDefault', { min: '0', max: '255', default: '0' }), // product default
  ],
  subContainers: [txModeSide('ComTxModeFalse'), txModeSide('ComTxModeTrue')],
});

const comIPduCounter = container('ComIPduCounter', {
  lower: 0,
  parameters: [
    callout('ComIPduCounterErrorNotification'),
    integerParam('ComIPduCounterSize', { min: '1', max: '8', initial: '4' }),
    integerParam('ComIPduCounterStartPosition', { min: '0', max: BIT_MAX, initial: '0' }),
    integerParam('ComIPduCounterThreshold', { min: '0', max: '255', initial: '0' }),
  ],
});

const comIPduReplication = container('ComIPduReplication', {
  lower: 0,
  parameters: [integerParam('ComIPduReplicationQuorum', { min: '1', max: '3', initial: '1' })],
  references: [reference('ComIPduReplicaRef', PDU, { upper: 'infinite' })],
});

const comIPdu = container('ComIPdu', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    callout('ComIPduCallout'),
    booleanParam('ComIPduCancellationSupport', { lower: 0, default: false }),
    enumerationParam('ComIPduDirection', ['RECEIVE', 'SEND'], { default: 'SEND' }), // product default
    integerParam('ComIPduHandleId', { lower: 0, min: '0', max: U16_MAX, symbolicNameValue: true }),
    enumerationParam('ComIPduSignalProcessing', ['DEFERRED', 'IMMEDIATE'], { default: 'DEFERRED' }), // product default
    callout('ComIPduTriggerTransmitCallout'),
    enumerationParam('ComIPduType', ['NORMAL', 'TP'], { default: 'NORMAL' }), // product default
  ],
  references: [
    reference('ComIPduGroupRef', IPDU_GROUP, { lower: 0, upper: 'infinite' }),
    reference('ComIPduSignalGroupRef', SIGNAL_GROUP, { lower: 0, upper: 'infinite' }),
    reference('ComIPduSignalRef', SIGNAL, { lower: 0, upper: 'infinite' }),
    reference('ComPduIdRef', PDU),
  ],
  subContainers: [comIPduCounter, comIPduReplication, comTxIPdu],
});

const comIPduGroup = container('ComIPduGroup', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('ComIPduGroupHandleId', {
      min: '0',
      max: U16_MAX,
      symbolicNameValue: true,
      initial: { unique: true },
    }),
  ],
  references: [reference('ComIPduGroupGroupRef', IPDU_GROUP, { lower: 0, upper: 'infinite' })],
});

/** A gateway end that is a signal or group signal of this Com. */
const gwSignal = () =>
  container('ComGwSignal', {
    lower: 0,
    references: [choiceReference('ComGwSignalRef', [GROUP_SIGNAL, SIGNAL])],
  });

const comGwSource = choiceContainer('ComGwSource', [
  gwSignal(),
  container('ComGwSourceSignalDescription', {
    lower: 0,
    parameters: [bitPosition(), bitSize(), endianness(), signalLength(), signalType(), updateBitPosition()],
    references: [reference('ComGwIPduRef', IPDU)],
  }),
]);

const comGwDestination = choiceContainer(
  'ComGwDestination',
  [
    container('ComGwDestinationDescription', {
      lower: 0,
      parameters: [
        bitPosition(),
        endianness(),
        initValue(),
        signalLength(),
        transferProperty(1),
        updateBitPosition(),
      ],
      references: [reference('ComGwIPduRef', IPDU)],
      subContainers: [comFilter()],
    }),
    gwSignal(),
  ],
  { upper: 'infinite' },
);

const comGwMapping = container('ComGwMapping', {
  lower: 0,
  upper: 'infinite',
  subContainers: [comGwDestination, comGwSource],
});

const comTimeBase = container('ComTimeBase', {
  parameters: [
    seconds('ComGwTimeBase', { lower: 0 }),
    seconds('ComRxTimeBase', { default: '0.01' }), // product default
    seconds('ComTxTimeBase', { default: '0.01' }), // product default
  ],
});

const comConfig = container('ComConfig', {
  multipleConfigurationContainer: true,
  parameters: [integerParam('ComConfigurationId', { min: '0', max: U32_MAX, initial: '0' })],
  subContainers: [comGwMapping, comIPdu, comIPduGroup, comSignal, comSignalGroup, comTimeBase],
});

const comGeneral = container('ComGeneral', {
  parameters: [
    booleanParam('ComCancellationSupport', { default: false }),
    booleanParam('ComConfigurationUseDet', { default: false }),
    booleanParam('ComEnableMDTForCyclicTransmission', { default: true }),
    booleanParam('ComEnableSignalGroupArrayApi', { default: false }),
    booleanParam('ComMetaDataSupport', { default: false }),
    booleanParam('ComRetryFailedTransmitRequests', { default: false }),
    integerParam('ComSupportedIPduGroups', { min: '0', max: U16_MAX, initial: '1' }),
    stringParam('ComUserCbkHeaderFile', {
      lower: 0,
      upper: 'infinite',
      validators: [{ name: 'headerFileName' }],
    }),
    booleanParam('ComVersionInfoApi', { default: false }),
  ],
});

export const comDefinition: ModuleDef = {
  name: 'Com',
  moduleId: 101,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [comConfig, comGeneral],
};
