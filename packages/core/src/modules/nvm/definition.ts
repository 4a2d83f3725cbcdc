/**
 * NvM (NVRAM Manager) parameter definition, after AUTOSAR R4 SWS_NVRAMManager chapter 10.
 * Where the SWS gives no default for a mandatory parameter, the default is the value a freshly
 * enabled module should start with (marked "product default").
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
import { NVM_MIGRATIONS } from './migrations.js';

const PARTITION = '/EcuC/EcucPartitionCollection/EcucPartition';
const DEM_EVENT = '/Dem/DemConfigSet/DemEventParameter';

export const NVM_BLOCK_MANAGEMENT_TYPES = [
  'NVM_BLOCK_DATASET',
  'NVM_BLOCK_NATIVE',
  'NVM_BLOCK_REDUNDANT',
] as const;

const nvmCommon = container('NvMCommon', {
  parameters: [
    enumerationParam(
      'NvMApiConfigClass',
      ['NVM_API_CONFIG_CLASS_1', 'NVM_API_CONFIG_CLASS_2', 'NVM_API_CONFIG_CLASS_3'],
      {
        default: 'NVM_API_CONFIG_CLASS_3', // product default
      },
    ),
    booleanParam('NvMBswMMultiBlockJobStatusInformation', { default: false }),
    integerParam('NvMCompiledConfigId', { min: '0', max: '65535', default: '0' }),
    integerParam('NvMCrcNumOfBytes', { min: '1', max: '65535', default: '4' }), // product default
    integerParam('NvMDatasetSelectionBits', { min: '0', max: '8', default: '0' }),
    booleanParam('NvMDevErrorDetect', { default: false }),
    booleanParam('NvMDrvModeSwitch', { default: false }),
    booleanParam('NvMDynamicConfiguration', { default: false }),
    booleanParam('NvMJobPrioritization', { default: false }),
    floatParam('NvMMainFunctionPeriod', { min: '0', max: 'INF', minOpen: true, default: '0.01' }), // product default
    functionNameParam('NvMMultiBlockCallback', { lower: 0 }),
    booleanParam('NvMPollingMode', { default: false }),
    integerParam('NvMRepeatMirrorOperations', { min: '0', max: '7', default: '0' }),
    booleanParam('NvMSetRamBlockStatusApi', { default: false }),
    integerParam('NvMSizeImmediateJobQueue', { lower: 0, min: '1', max: '255' }),
    integerParam('NvMSizeStandardJobQueue', { min: '1', max: '255', default: '8' }), // product default
    booleanParam('NvMVersionInfoApi', { default: false }),
  ],
  references: [
    reference('NvMEcucPartitionRef', PARTITION, { lower: 0, upper: 'infinite' }),
    reference('NvMMasterEcucPartitionRef', PARTITION, { lower: 0 }),
  ],
});

const nvmTargetBlockReference = choiceContainer('NvMTargetBlockReference', [
  container('NvMEaRef', {
    lower: 0,
    references: [reference('NvMNameOfEaBlock', '/Ea/EaBlockConfiguration')],
  }),
  container('NvMFeeRef', {
    lower: 0,
    references: [reference('NvMNameOfFeeBlock', '/Fee/FeeBlockConfiguration')],
  }),
]);

const nvmBlockDescriptor = container('NvMBlockDescriptor', {
  lower: 1,
  upper: 65536,
  parameters: [
    enumerationParam('NvMBlockCrcType', ['NVM_CRC16', 'NVM_CRC32', 'NVM_CRC8'], { lower: 0 }),
    stringParam('NvMBlockHeaderInclude', { lower: 0, validators: [{ name: 'headerFileName' }] }),
    integerParam('NvMBlockJobPriority', { min: '0', max: '255', default: '1' }), // product default
    enumerationParam('NvMBlockManagementType', NVM_BLOCK_MANAGEMENT_TYPES, { default: 'NVM_BLOCK_NATIVE' }),
    booleanParam('NvMBlockUseAutoValidation', { default: false }),
    booleanParam('NvMBlockUseCompression', { default: false }),
    booleanParam('NvMBlockUseCrc', { default: false }),
    booleanParam('NvMBlockUseCRCCompMechanism', { default: false }),
    booleanParam('NvMBlockUsePort', { default: false }),
    booleanParam('NvMBlockUseSetRamBlockStatus', { default: false }),
    booleanParam('NvMBlockUseSyncMechanism', { default: false }),
    booleanParam('NvMBlockWriteProt', { default: false }),
    booleanParam('NvMBswMBlockStatusInformation', { default: false }),
    booleanParam('NvMCalcRamBlockCrc', { lower: 0 }),
    functionNameParam('NvMInitBlockCallback', { lower: 0 }),
    integerParam('NvMMaxNumOfReadRetries', { min: '0', max: '7', default: '0' }),
    integerParam('NvMMaxNumOfWriteRetries', { min: '0', max: '7', default: '0' }),
    integerParam('NvMNvBlockBaseNumber', { min: '0', max: '65534', default: '1' }), // product default
    integerParam('NvMNvBlockLength', { min: '1', max: '65535', initial: '1' }),
    integerParam('NvMNvBlockNum', { min: '1', max: '255', default: '1' }),
    integerParam('NvMNvramBlockIdentifier', {
      min: '2',
      max: '65535',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    integerParam('NvMNvramDeviceId', { min: '0', max: '15', default: '0' }),
    stringParam('NvMRamBlockDataAddress', { lower: 0 }),
    functionNameParam('NvMReadRamBlockFromNvCallback', { lower: 0 }),
    booleanParam('NvMResistantToChangedSw', { default: false }),
    stringParam('NvMRomBlockDataAddress', { lower: 0 }),
    integerParam('NvMRomBlockNum', { min: '0', max: '254', default: '0' }),
    booleanParam('NvMSelectBlockForFirstInitAll', { lower: 0 }),
    booleanParam('NvMSelectBlockForReadAll', { lower: 0 }),
    booleanParam('NvMSelectBlockForWriteAll', { lower: 0 }),
    functionNameParam('NvMSingleBlockCallback', { lower: 0 }),
    booleanParam('NvMStaticBlockIDCheck', { default: false }),
    booleanParam('NvMWriteBlockOnce', { default: false }),
    functionNameParam('NvMWriteRamBlockToNvCallback', { lower: 0 }),
    booleanParam('NvMWriteVerification', { default: false }),
    integerParam('NvMWriteVerificationDataSize', { lower: 0, min: '1', max: '65535' }),
  ],
  references: [reference('NvMBlockEcucPartitionRef', PARTITION, { lower: 0 })],
  subContainers: [nvmTargetBlockReference],
});

const nvmDemEventParameterRefs = container('NvmDemEventParameterRefs', {
  lower: 0,
  references: [
    'NVM_E_HARDWARE',
    'NVM_E_INTEGRITY_FAILED',
    'NVM_E_LOSS_OF_REDUNDANCY',
    'NVM_E_QUEUE_OVERFLOW',
    'NVM_E_REQ_FAILED',
    'NVM_E_VERIFY_FAILED',
    'NVM_E_WRITE_PROTECTED',
    'NVM_E_WRONG_BLOCK_ID',
  ].map((name) => reference(name, DEM_EVENT, { lower: 0 })),
});

/** Current version of our NvM definition; see migrations.ts for what changed since version 1. */
export const NVM_DEFINITION_VERSION = 3;

export const nvmDefinition: ModuleDef = {
  name: 'NvM',
  moduleId: 200,
  version: NVM_DEFINITION_VERSION,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME'],
  origin: 'AUTOSAR_ECUC',
  containers: [nvmCommon, nvmBlockDescriptor, nvmDemEventParameterRefs],
  migrations: NVM_MIGRATIONS,
};
