/**
 * Csm (Crypto Service Manager) parameter definition, after AUTOSAR R4 (4.4) SWS_CryptoServiceManager chapter 10
 * (ECUC_Csm_*): the general switches, the jobs (what a caller starts: a primitive configuration run with a key
 * through a queue), the keys (each a CryIf key), the queues (each on a CryIf channel), the callbacks and the
 * primitive configurations, one container per service with its algorithm, lengths and processing mode.
 * In R4.4 the processing mode (CSM_ASYNCHRONOUS / CSM_SYNCHRONOUS) belongs to the service configuration, not
 * to the job, and key management is not job-based (no key derive / key exchange configurations; those are
 * R19-11's). Deviations from the SWS multiplicities and literal sets are marked "product".
 */
import {
  booleanParam,
  container,
  enumerationParam,
  floatParam,
  functionNameParam,
  integerParam,
  reference,
  stringParam,
} from '../../ecuc/builders.js';
import type { ContainerDef, ParamDef } from '../../ecuc/types.js';
import type { ModuleDef } from '../../ecuc/types.js';
import { CRYPTO_ALGORITHM_FAMILIES, CRYPTO_ALGORITHM_MODES } from '../crypto/definition.js';
import { CRYIF_PATHS } from '../cryif/definition.js';

/** Definition paths rules, the call lists and other definitions point at. */
export const CSM_PATHS = {
  general: '/Csm/CsmGeneral',
  jobs: '/Csm/CsmJobs',
  job: '/Csm/CsmJobs/CsmJob',
  keys: '/Csm/CsmKeys',
  key: '/Csm/CsmKeys/CsmKey',
  queues: '/Csm/CsmQueues',
  queue: '/Csm/CsmQueues/CsmQueue',
  callbacks: '/Csm/CsmCallbacks',
  callback: '/Csm/CsmCallbacks/CsmCallback',
  primitives: '/Csm/CsmPrimitives',
} as const;

/** The CryIf containers Csm refers to. */
export const CSM_CRYIF_DESTINATIONS = {
  channel: CRYIF_PATHS.channel,
  key: CRYIF_PATHS.key,
} as const;

/** How a service configuration runs its jobs. */
export const CSM_PROCESSING_MODES = ['CSM_ASYNCHRONOUS', 'CSM_SYNCHRONOUS'] as const;

/**
 * The services of CsmPrimitives, each a container `Csm<Service>` holding `Csm<Service>Config`, and the
 * lengths (in bytes) its configuration gives after the algorithm parameters, in the SWS's names.
 */
export const CSM_SERVICES = {
  AEADDecrypt: [
    'AssociatedDataMaxLength',
    'CiphertextMaxLength',
    'KeyLength',
    'PlaintextMaxLength',
    'TagLength',
  ],
  AEADEncrypt: [
    'AssociatedDataMaxLength',
    'CiphertextMaxLength',
    'KeyLength',
    'PlaintextMaxLength',
    'TagLength',
  ],
  Decrypt: ['DataMaxLength', 'KeyLength', 'ResultMaxLength'],
  Encrypt: ['DataMaxLength', 'KeyLength', 'ResultMaxLength'],
  Hash: ['DataMaxLength', 'ResultLength'],
  MacGenerate: ['DataMaxLength', 'KeyLength', 'ResultLength'],
  MacVerify: ['CompareLength', 'DataMaxLength', 'KeyLength'],
  RandomGenerate: ['ResultLength'],
  SecureCounter: [],
  SignatureGenerate: ['DataMaxLength', 'KeyLength', 'ResultLength'],
  SignatureVerify: ['CompareLength', 'DataMaxLength', 'KeyLength'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type CsmService = keyof typeof CSM_SERVICES;

/** The service names in definition order. */
export const CSM_SERVICE_NAMES = Object.keys(CSM_SERVICES) as readonly CsmService[];

/** The definition path of a service's configuration, e.g. `/Csm/CsmPrimitives/CsmHash/CsmHashConfig`. */
export function csmServiceConfigPath(service: CsmService): string {
  return `${CSM_PATHS.primitives}/Csm${service}/Csm${service}Config`;
}

const UINT32_MAX = '4294967295';

/** The parameters of one service configuration: algorithm (with custom names), lengths, processing. */
function serviceParameters(service: CsmService): ParamDef[] {
  const prefix = `Csm${service}`;
  return [
    // product: every service offers the whole family and mode sets of the Crypto driver (the SWS narrows
    // them per service); which a driver supports is the Crypto primitive's to say.
    enumerationParam(`${prefix}AlgorithmFamily`, CRYPTO_ALGORITHM_FAMILIES),
    stringParam(`${prefix}AlgorithmFamilyCustom`, { lower: 0 }),
    enumerationParam(`${prefix}AlgorithmMode`, CRYPTO_ALGORITHM_MODES),
    stringParam(`${prefix}AlgorithmModeCustom`, { lower: 0 }),
    enumerationParam(`${prefix}AlgorithmSecondaryFamily`, CRYPTO_ALGORITHM_FAMILIES, {
      default: 'CRYPTO_ALGOFAM_NOT_SET', // product default
    }),
    stringParam(`${prefix}AlgorithmSecondaryFamilyCustom`, { lower: 0 }),
    ...CSM_SERVICES[service].map((length) =>
      integerParam(`${prefix}${length}`, { min: '0', max: UINT32_MAX }),
    ),
    enumerationParam(`${prefix}Processing`, CSM_PROCESSING_MODES, {
      default: 'CSM_ASYNCHRONOUS', // product default
    }),
  ];
}

function serviceContainer(service: CsmService): ContainerDef {
  return container(`Csm${service}`, {
    lower: 0,
    subContainers: [container(`Csm${service}Config`, { parameters: serviceParameters(service) })],
  });
}

const csmGeneral = container('CsmGeneral', {
  parameters: [
    integerParam('CsmAsymPrivateKeyMaxLength', { lower: 0, min: '1', max: UINT32_MAX }),
    integerParam('CsmAsymPublicKeyMaxLength', { lower: 0, min: '1', max: UINT32_MAX }),
    booleanParam('CsmDevErrorDetect', { default: false }),
    // Seconds between two Csm_MainFunction calls; product default 10 ms.
    floatParam('CsmMainFunctionPeriod', { min: '0', max: 'INF', minOpen: true, default: '0.01' }),
    integerParam('CsmSymKeyMaxLength', { lower: 0, min: '1', max: UINT32_MAX }),
    booleanParam('CsmUseDeprecated', { lower: 0, default: false }),
    booleanParam('CsmVersionInfoApi', { default: false }),
  ],
});

const csmJob = container('CsmJob', {
  // product: 0..* (SWS 1..*) so that a freshly enabled Csm verifies; the same for keys and queues.
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('CsmJobId', {
      min: '0',
      max: UINT32_MAX,
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    booleanParam('CsmJobPrimitiveCallbackUpdateNotification', { lower: 0, default: false }),
    // Higher runs first among the jobs waiting in one queue.
    integerParam('CsmJobPriority', { min: '0', max: '255', default: '0' }), // product default
    booleanParam('CsmJobUsePort', { default: false }), // product default: called through functions
  ],
  references: [
    reference('CsmJobKeyRef', CSM_PATHS.key),
    reference('CsmJobPrimitiveCallbackRef', CSM_PATHS.callback, { lower: 0 }),
    reference('CsmJobPrimitiveRef', CSM_PATHS.primitives),
    reference('CsmJobQueueRef', CSM_PATHS.queue),
  ],
});

const csmKey = container('CsmKey', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('CsmKeyId', {
      min: '0',
      max: UINT32_MAX,
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    booleanParam('CsmKeyUsePort', { default: false }), // product default
  ],
  references: [reference('CsmKeyRef', CSM_CRYIF_DESTINATIONS.key)],
});

const csmQueue = container('CsmQueue', {
  lower: 0,
  upper: 'infinite',
  parameters: [integerParam('CsmQueueSize', { min: '1', max: UINT32_MAX, default: '1' })], // product default
  references: [reference('CsmChannelRef', CSM_CRYIF_DESTINATIONS.channel)],
});

const csmCallback = container('CsmCallback', {
  lower: 1,
  upper: 'infinite',
  parameters: [
    functionNameParam('CsmCallbackFunc'),
    integerParam('CsmCallbackId', { lower: 0, min: '0', max: UINT32_MAX, initial: { unique: true } }),
  ],
});

export const csmDefinition: ModuleDef = {
  name: 'Csm',
  moduleId: 240,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE'],
  origin: 'AUTOSAR_ECUC',
  containers: [
    container('CsmCallbacks', { lower: 0, subContainers: [csmCallback] }),
    csmGeneral,
    container('CsmJobs', { subContainers: [csmJob] }),
    container('CsmKeys', { subContainers: [csmKey] }),
    container('CsmPrimitives', {
      lower: 0,
      upper: 'infinite',
      subContainers: CSM_SERVICE_NAMES.map(serviceContainer),
    }),
    container('CsmQueues', { subContainers: [csmQueue] }),
  ],
};
