/**
 * The crypto facts the job chain and the Csm/Crypto rules check against, in one table:
 *
 * - which Crypto primitive service each Csm service runs (CryptoPrimitiveService literals, ECUC_Crypto_00035);
 * - which key elements a service reads from its key, with the standard CryptoKeyElementIds of
 *   AUTOSAR R4.4 SWS_CryptoServiceManager SWS_Csm_01022 (Crypto_KeyElementIds: CRYPTO_KE_MAC_KEY 1,
 *   CRYPTO_KE_MAC_PROOF 2, CRYPTO_KE_SIGNATURE_KEY 1, CRYPTO_KE_RANDOM_SEED_STATE 3,
 *   CRYPTO_KE_RANDOM_ALGORITHM 4, CRYPTO_KE_CIPHER_KEY 1, CRYPTO_KE_CIPHER_IV 5, CRYPTO_KE_CIPHER_PROOF 6,
 *   CRYPTO_KE_CIPHER_2NDKEY 7), the same ids the SWS_CryptoInterface and SWS_CryptoDriver use;
 * - the sizes the algorithms fix: key sizes (FIPS 197 AES: 16, 24 or 32 bytes; SP 800-67 TDEA: 16 or 24;
 *   RFC 8439 ChaCha20: 32; SipHash: 16), the block size an IV takes (AES 16, GCM's recommended 12 after
 *   SP 800-38D, TDEA 8, ChaCha20 12) and the output sizes (FIPS 180-4 SHA-1 20, SHA-224 28, SHA-256 32,
 *   SHA-384 48, SHA-512 64; FIPS 202 SHA3 the same; RIPEMD-160 20; SP 800-38B CMAC ≤ the block, AES 16;
 *   RFC 2104 HMAC ≤ the hash's digest; SP 800-38D GMAC ≤ 16; SipHash ≤ 16, SipHash-2-4 8 or 16 bytes).
 */
import type { LocalizedText } from '../../ecuc/types.js';
import type { CsmService } from './definition.js';

/** The Crypto primitive service (CryptoPrimitiveService) a Csm service runs; R4.4 drivers have no secure counter. */
export const CSM_SERVICE_PRIMITIVE: Readonly<Record<CsmService, string>> = {
  AEADDecrypt: 'AEAD_DECRYPT',
  AEADEncrypt: 'AEAD_ENCRYPT',
  Decrypt: 'DECRYPT',
  Encrypt: 'ENCRYPT',
  Hash: 'HASH',
  MacGenerate: 'MAC_GENERATE',
  MacVerify: 'MAC_VERIFY',
  RandomGenerate: 'RANDOM',
  SecureCounter: 'SECURE_COUNTER',
  SignatureGenerate: 'SIGNATURE_GENERATE',
  SignatureVerify: 'SIGNATURE_VERIFY',
};

/** The standard CryptoKeyElementIds (SWS_Csm_01022). */
export const CRYPTO_KEY_ELEMENT_IDS = {
  macKey: 1,
  macProof: 2,
  signatureKey: 1,
  randomSeedState: 3,
  randomAlgorithm: 4,
  cipherKey: 1,
  cipherIv: 5,
  cipherProof: 6,
  cipher2ndKey: 7,
} as const;

/** What a key element is for, in the words of the screen and the findings. */
export type KeyElementRole =
  | 'macKey'
  | 'signatureKey'
  | 'randomSeedState'
  | 'randomAlgorithm'
  | 'cipherKey'
  | 'cipherIv'
  | 'cipher2ndKey';

export const KEY_ELEMENT_ROLE_TEXT: Readonly<Record<KeyElementRole, LocalizedText>> = {
  macKey: { zh_cn: 'MAC 密钥', en_us: 'MAC key' },
  signatureKey: { zh_cn: '签名密钥', en_us: 'signature key' },
  randomSeedState: { zh_cn: '随机数种子状态', en_us: 'random seed state' },
  randomAlgorithm: { zh_cn: '随机数算法', en_us: 'random algorithm' },
  cipherKey: { zh_cn: '加解密密钥', en_us: 'cipher key' },
  cipherIv: { zh_cn: '初始化向量 (IV)', en_us: 'initialisation vector (IV)' },
  cipher2ndKey: { zh_cn: '第二密钥', en_us: 'second cipher key' },
};

/** A key element a service reads: its role, its id, and whether the algorithm mode needs it. */
export interface KeyElementNeed {
  role: KeyElementRole;
  elementId: number;
  /** Needed for every mode when absent; otherwise only for these modes (the element is optional for the others). */
  modes?: readonly string[];
}

/** Modes whose cipher takes an IV (ECB takes none). */
const IV_MODES = [
  'CRYPTO_ALGOMODE_CBC',
  'CRYPTO_ALGOMODE_CFB',
  'CRYPTO_ALGOMODE_OFB',
  'CRYPTO_ALGOMODE_CTR',
  'CRYPTO_ALGOMODE_GCM',
  'CRYPTO_ALGOMODE_XTS',
] as const;

const CIPHER: readonly KeyElementNeed[] = [
  { role: 'cipherKey', elementId: CRYPTO_KEY_ELEMENT_IDS.cipherKey },
  { role: 'cipherIv', elementId: CRYPTO_KEY_ELEMENT_IDS.cipherIv, modes: IV_MODES },
  { role: 'cipher2ndKey', elementId: CRYPTO_KEY_ELEMENT_IDS.cipher2ndKey, modes: ['CRYPTO_ALGOMODE_XTS'] },
];
const AEAD: readonly KeyElementNeed[] = [
  { role: 'cipherKey', elementId: CRYPTO_KEY_ELEMENT_IDS.cipherKey },
  { role: 'cipherIv', elementId: CRYPTO_KEY_ELEMENT_IDS.cipherIv },
];
const MAC: readonly KeyElementNeed[] = [{ role: 'macKey', elementId: CRYPTO_KEY_ELEMENT_IDS.macKey }];
const SIGNATURE: readonly KeyElementNeed[] = [
  { role: 'signatureKey', elementId: CRYPTO_KEY_ELEMENT_IDS.signatureKey },
];

/** The key elements each Csm service reads from the key of its job (SWS_Csm_01022, SWS_Crypto_00065...). */
export const SERVICE_KEY_ELEMENTS: Readonly<Record<CsmService, readonly KeyElementNeed[]>> = {
  AEADDecrypt: AEAD,
  AEADEncrypt: AEAD,
  Decrypt: CIPHER,
  Encrypt: CIPHER,
  Hash: [],
  MacGenerate: MAC,
  MacVerify: MAC,
  RandomGenerate: [
    { role: 'randomSeedState', elementId: CRYPTO_KEY_ELEMENT_IDS.randomSeedState },
    // The algorithm element is optional: a driver may fix its generator.
    { role: 'randomAlgorithm', elementId: CRYPTO_KEY_ELEMENT_IDS.randomAlgorithm, modes: [] },
  ],
  SecureCounter: [],
  SignatureGenerate: SIGNATURE,
  SignatureVerify: SIGNATURE,
};

/** Whether a service's algorithm mode needs a key element. */
export function keyElementNeeded(need: KeyElementNeed, mode: string | undefined): boolean {
  return need.modes === undefined || (mode !== undefined && need.modes.includes(mode));
}

/** Key sizes in bytes an algorithm family allows (symmetric families with fixed sizes only). */
export const FAMILY_KEY_BYTES: Readonly<Record<string, readonly number[]>> = {
  CRYPTO_ALGOFAM_AES: [16, 24, 32],
  CRYPTO_ALGOFAM_3DES: [16, 24],
  CRYPTO_ALGOFAM_CHACHA: [32],
  CRYPTO_ALGOFAM_SIPHASH: [16],
};

/** The IV an algorithm family takes, in bytes (GCM: 12, the recommended length). */
export function ivBytes(family: string | undefined, mode: string | undefined): number | undefined {
  if (mode === 'CRYPTO_ALGOMODE_GCM') return 12;
  if (family === 'CRYPTO_ALGOFAM_AES') return 16;
  if (family === 'CRYPTO_ALGOFAM_3DES') return 8;
  if (family === 'CRYPTO_ALGOFAM_CHACHA') return 12;
  return undefined;
}

/** Digest sizes in bytes of the hash families. */
export const HASH_DIGEST_BYTES: Readonly<Record<string, number>> = {
  CRYPTO_ALGOFAM_SHA1: 20,
  CRYPTO_ALGOFAM_SHA2_224: 28,
  CRYPTO_ALGOFAM_SHA2_256: 32,
  CRYPTO_ALGOFAM_SHA2_384: 48,
  CRYPTO_ALGOFAM_SHA2_512: 64,
  CRYPTO_ALGOFAM_SHA2_512_224: 28,
  CRYPTO_ALGOFAM_SHA2_512_256: 32,
  CRYPTO_ALGOFAM_SHA3_224: 28,
  CRYPTO_ALGOFAM_SHA3_256: 32,
  CRYPTO_ALGOFAM_SHA3_384: 48,
  CRYPTO_ALGOFAM_SHA3_512: 64,
  CRYPTO_ALGOFAM_RIPEMD160: 20,
};

/** Block sizes in bytes of the block ciphers (a CMAC is at most one block). */
const BLOCK_BYTES: Readonly<Record<string, number>> = { CRYPTO_ALGOFAM_AES: 16, CRYPTO_ALGOFAM_3DES: 8 };

/** An algorithm as a Csm primitive configuration names it. */
export interface Algorithm {
  family: string | undefined;
  mode: string | undefined;
  secondaryFamily?: string | undefined;
}

/**
 * The largest result the algorithm gives, in bytes, for a MAC or a hash: CMAC one block, HMAC the digest
 * of its hash family (the family, or the secondary family when the family is not a hash), GMAC 16, SipHash 16,
 * a hash its digest. Undefined when the table does not know the algorithm.
 */
export function resultMaxBytes(service: CsmService, algorithm: Algorithm): number | undefined {
  const { family, mode, secondaryFamily } = algorithm;
  if (service === 'Hash') return family === undefined ? undefined : HASH_DIGEST_BYTES[family];
  if (service !== 'MacGenerate' && service !== 'MacVerify') return undefined;
  if (mode === 'CRYPTO_ALGOMODE_CMAC') return family === undefined ? undefined : BLOCK_BYTES[family];
  if (mode === 'CRYPTO_ALGOMODE_GMAC') return 16;
  if (mode === 'CRYPTO_ALGOMODE_HMAC') {
    const hash = [family, secondaryFamily].find((f) => f !== undefined && HASH_DIGEST_BYTES[f] !== undefined);
    return hash === undefined ? undefined : HASH_DIGEST_BYTES[hash];
  }
  if (family === 'CRYPTO_ALGOFAM_SIPHASH') return 16;
  return undefined;
}

/** Short names of algorithm literals for messages: `CRYPTO_ALGOFAM_AES` → `AES`. */
export function algorithmName(algorithm: Algorithm): string {
  const short = (literal: string | undefined, prefix: string): string | undefined =>
    literal === undefined || literal.endsWith('_NOT_SET') ? undefined : literal.replace(prefix, '');
  return [short(algorithm.family, 'CRYPTO_ALGOFAM_'), short(algorithm.mode, 'CRYPTO_ALGOMODE_')]
    .filter((part) => part !== undefined)
    .join('-');
}
