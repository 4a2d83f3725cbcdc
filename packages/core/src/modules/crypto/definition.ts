/**
 * Crypto (Crypto Driver) parameter definition, after AUTOSAR R4 (4.4) SWS_CryptoDriver chapter 10
 * (ECUC_Crypto_*): the general switches, the driver objects (each an instance of the crypto hardware or
 * software that runs jobs, with its queue and the primitives it supports), the key elements (the
 * slots holding key material, with their access rights), the key types that gather key elements, the
 * keys of a key type, and the primitives (a service with its algorithm families and modes). Deviations
 * from the SWS multiplicities and defaults are marked "product". The NV storage containers of later
 * releases (CryptoNvStorage) are not part of R4.4.
 */
import {
  booleanParam,
  container,
  enumerationParam,
  floatParam,
  integerParam,
  reference,
  stringParam,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

/** Definition paths rules, the call lists and the CryIf definition point at. */
export const CRYPTO_PATHS = {
  general: '/Crypto/CryptoGeneral',
  driverObjects: '/Crypto/CryptoDriverObjects',
  driverObject: '/Crypto/CryptoDriverObjects/CryptoDriverObject',
  keyElements: '/Crypto/CryptoKeyElements',
  keyElement: '/Crypto/CryptoKeyElements/CryptoKeyElement',
  keyTypes: '/Crypto/CryptoKeyTypes',
  keyType: '/Crypto/CryptoKeyTypes/CryptoKeyType',
  keys: '/Crypto/CryptoKeys',
  key: '/Crypto/CryptoKeys/CryptoKey',
  primitives: '/Crypto/CryptoPrimitives',
  primitive: '/Crypto/CryptoPrimitives/CryptoPrimitive',
} as const;

const ECUC_PARTITION = '/EcuC/EcucPartitionCollection/EcucPartition';

/** The services a primitive offers (ECUC literals of CryptoPrimitiveService). */
export const CRYPTO_PRIMITIVE_SERVICES = [
  'AEAD_DECRYPT',
  'AEAD_ENCRYPT',
  'DECRYPT',
  'ENCRYPT',
  'HASH',
  'MAC_GENERATE',
  'MAC_VERIFY',
  'RANDOM',
  'SIGNATURE_GENERATE',
  'SIGNATURE_VERIFY',
] as const;

/** The algorithm families (Crypto_AlgorithmFamilyType as ECUC literals), shared with Csm. */
export const CRYPTO_ALGORITHM_FAMILIES = [
  'CRYPTO_ALGOFAM_3DES',
  'CRYPTO_ALGOFAM_AES',
  'CRYPTO_ALGOFAM_BLAKE_1_256',
  'CRYPTO_ALGOFAM_BLAKE_1_512',
  'CRYPTO_ALGOFAM_BLAKE_2s_256',
  'CRYPTO_ALGOFAM_BLAKE_2s_512',
  'CRYPTO_ALGOFAM_BRAINPOOL',
  'CRYPTO_ALGOFAM_CHACHA',
  'CRYPTO_ALGOFAM_CUSTOM',
  'CRYPTO_ALGOFAM_ECCNIST',
  'CRYPTO_ALGOFAM_ECIES',
  'CRYPTO_ALGOFAM_ED25519',
  'CRYPTO_ALGOFAM_NOT_SET',
  'CRYPTO_ALGOFAM_RIPEMD160',
  'CRYPTO_ALGOFAM_RNG',
  'CRYPTO_ALGOFAM_RSA',
  'CRYPTO_ALGOFAM_SECURECOUNTER',
  'CRYPTO_ALGOFAM_SHA1',
  'CRYPTO_ALGOFAM_SHA2_224',
  'CRYPTO_ALGOFAM_SHA2_256',
  'CRYPTO_ALGOFAM_SHA2_384',
  'CRYPTO_ALGOFAM_SHA2_512',
  'CRYPTO_ALGOFAM_SHA2_512_224',
  'CRYPTO_ALGOFAM_SHA2_512_256',
  'CRYPTO_ALGOFAM_SHA3_224',
  'CRYPTO_ALGOFAM_SHA3_256',
  'CRYPTO_ALGOFAM_SHA3_384',
  'CRYPTO_ALGOFAM_SHA3_512',
  'CRYPTO_ALGOFAM_SHAKE128',
  'CRYPTO_ALGOFAM_SHAKE256',
  'CRYPTO_ALGOFAM_SIPHASH',
] as const;

/** The algorithm modes (Crypto_AlgorithmModeType as ECUC literals), shared with Csm. */
export const CRYPTO_ALGORITHM_MODES = [
  'CRYPTO_ALGOMODE_12ROUNDS',
  'CRYPTO_ALGOMODE_20ROUNDS',
  'CRYPTO_ALGOMODE_8ROUNDS',
  'CRYPTO_ALGOMODE_CBC',
  'CRYPTO_ALGOMODE_CFB',
  'CRYPTO_ALGOMODE_CMAC',
  'CRYPTO_ALGOMODE_CTR',
  'CRYPTO_ALGOMODE_CTRDRBG',
  'CRYPTO_ALGOMODE_CUSTOM',
  'CRYPTO_ALGOMODE_ECB',
  'CRYPTO_ALGOMODE_GCM',
  'CRYPTO_ALGOMODE_GMAC',
  'CRYPTO_ALGOMODE_HMAC',
  'CRYPTO_ALGOMODE_NOT_SET',
  'CRYPTO_ALGOMODE_OFB',
  'CRYPTO_ALGOMODE_RSAES_OAEP',
  'CRYPTO_ALGOMODE_RSAES_PKCS1_v1_5',
  'CRYPTO_ALGOMODE_RSASSA_PKCS1_v1_5',
  'CRYPTO_ALGOMODE_RSASSA_PSS',
  'CRYPTO_ALGOMODE_SIPHASH_2_4',
  'CRYPTO_ALGOMODE_SIPHASH_4_8',
  'CRYPTO_ALGOMODE_XTS',
] as const;

/** How key material of a key element is encoded. */
export const CRYPTO_KEY_ELEMENT_FORMATS = [
  'CRYPTO_KE_FORMAT_BIN_CERT_CVC',
  'CRYPTO_KE_FORMAT_BIN_CERT_X509_V3',
  'CRYPTO_KE_FORMAT_BIN_IDENT_PRIVATEKEY_PKCS8',
  'CRYPTO_KE_FORMAT_BIN_IDENT_PUBLICKEY',
  'CRYPTO_KE_FORMAT_BIN_OCTET',
  'CRYPTO_KE_FORMAT_BIN_RSA_PRIVATEKEY',
  'CRYPTO_KE_FORMAT_BIN_RSA_PUBLICKEY',
  'CRYPTO_KE_FORMAT_BIN_SHEKEYS',
] as const;

/** Who may read a key element: in the clear, encrypted, only copied inside the driver, or nobody. */
export const CRYPTO_KEY_ELEMENT_READ_ACCESS = [
  'CRYPTO_RA_ALLOWED',
  'CRYPTO_RA_DENIED',
  'CRYPTO_RA_ENCRYPTED',
  'CRYPTO_RA_INTERNAL_COPY',
] as const;

/** Who may write a key element. */
export const CRYPTO_KEY_ELEMENT_WRITE_ACCESS = [
  'CRYPTO_WA_ALLOWED',
  'CRYPTO_WA_DENIED',
  'CRYPTO_WA_ENCRYPTED',
  'CRYPTO_WA_INTERNAL_COPY',
] as const;

const UINT32_MAX = '4294967295';

const cryptoGeneral = container('CryptoGeneral', {
  parameters: [
    booleanParam('CryptoDevErrorDetect', { default: false }),
    integerParam('CryptoInstanceId', { min: '0', max: '255', default: '0' }), // product default
    // Seconds between two Crypto_MainFunction calls; absent when the driver needs none.
    floatParam('CryptoMainFunctionPeriod', { lower: 0, min: '0', max: 'INF', minOpen: true }),
    booleanParam('CryptoVersionInfoApi', { default: false }),
  ],
});

const cryptoDriverObject = container('CryptoDriverObject', {
  // product: 0..* (SWS 1..*) so that a freshly enabled Crypto verifies.
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('CryptoDriverObjectId', {
      min: '0',
      max: UINT32_MAX,
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    // 0 disables queueing: a job finds the object busy instead of waiting.
    integerParam('CryptoQueueSize', { min: '0', max: UINT32_MAX, default: '0' }), // product default
  ],
  references: [
    reference('CryptoDefaultRandomKeyRef', CRYPTO_PATHS.key, { lower: 0 }),
    reference('CryptoDefaultRandomPrimitiveRef', CRYPTO_PATHS.primitive, { lower: 0 }),
    reference('CryptoDriverObjectEcucPartitionRef', ECUC_PARTITION, { lower: 0 }),
    reference('CryptoPrimitiveRef', CRYPTO_PATHS.primitive, { upper: 'infinite' }),
  ],
});

const cryptoKeyElement = container('CryptoKeyElement', {
  lower: 1,
  upper: 'infinite',
  parameters: [
    booleanParam('CryptoKeyElementAllowPartialAccess', { default: false }),
    enumerationParam('CryptoKeyElementFormat', CRYPTO_KEY_ELEMENT_FORMATS, {
      default: 'CRYPTO_KE_FORMAT_BIN_OCTET',
    }),
    // The element ids of the SWS's key element table (1 key, 2 seed...) or vendor-specific ones.
    integerParam('CryptoKeyElementId', { min: '0', max: UINT32_MAX, symbolicNameValue: true }),
    // Initial key material, a hexadecimal or text value the driver loads at start-up.
    stringParam('CryptoKeyElementInitValue', { lower: 0 }),
    booleanParam('CryptoKeyElementPersist', { default: false }),
    enumerationParam('CryptoKeyElementReadAccess', CRYPTO_KEY_ELEMENT_READ_ACCESS, {
      default: 'CRYPTO_RA_DENIED', // product default: key material stays inside the driver
    }),
    // Maximum size of the element in bytes.
    integerParam('CryptoKeyElementSize', { min: '1', max: UINT32_MAX }),
    enumerationParam('CryptoKeyElementWriteAccess', CRYPTO_KEY_ELEMENT_WRITE_ACCESS, {
      default: 'CRYPTO_WA_DENIED', // product default
    }),
  ],
  references: [reference('CryptoKeyElementVirtualTargetRef', CRYPTO_PATHS.keyElement, { lower: 0 })],
});

const cryptoKeyType = container('CryptoKeyType', {
  lower: 1,
  upper: 'infinite',
  references: [reference('CryptoKeyElementRef', CRYPTO_PATHS.keyElement, { upper: 'infinite' })],
});

const cryptoKey = container('CryptoKey', {
  lower: 1,
  upper: 'infinite',
  parameters: [
    integerParam('CryptoKeyDeriveIterations', { lower: 0, min: '0', max: UINT32_MAX }),
    integerParam('CryptoKeyId', {
      min: '0',
      max: UINT32_MAX,
      symbolicNameValue: true,
      initial: { unique: true },
    }),
  ],
  references: [reference('CryptoKeyTypeRef', CRYPTO_PATHS.keyType)],
});

const cryptoPrimitive = container('CryptoPrimitive', {
  lower: 1,
  upper: 'infinite',
  parameters: [
    enumerationParam('CryptoPrimitiveAlgorithmFamily', CRYPTO_ALGORITHM_FAMILIES, { upper: 'infinite' }),
    enumerationParam('CryptoPrimitiveAlgorithmMode', CRYPTO_ALGORITHM_MODES, { upper: 'infinite' }),
    enumerationParam('CryptoPrimitiveAlgorithmSecondaryFamily', CRYPTO_ALGORITHM_FAMILIES, {
      upper: 'infinite',
    }),
    enumerationParam('CryptoPrimitiveService', CRYPTO_PRIMITIVE_SERVICES),
  ],
});

export const cryptoDefinition: ModuleDef = {
  name: 'Crypto',
  moduleId: 242,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE'],
  origin: 'AUTOSAR_ECUC',
  containers: [
    container('CryptoDriverObjects', { subContainers: [cryptoDriverObject] }),
    cryptoGeneral,
    container('CryptoKeyElements', { lower: 0, subContainers: [cryptoKeyElement] }),
    container('CryptoKeyTypes', { lower: 0, subContainers: [cryptoKeyType] }),
    container('CryptoKeys', { lower: 0, subContainers: [cryptoKey] }),
    container('CryptoPrimitives', { lower: 0, upper: 'infinite', subContainers: [cryptoPrimitive] }),
  ],
};
