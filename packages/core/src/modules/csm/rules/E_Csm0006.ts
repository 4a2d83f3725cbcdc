import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { FAMILY_KEY_BYTES, algorithmName, resultMaxBytes } from '../crypto-facts.js';
import { CSM_PATHS, CSM_SERVICE_NAMES, csmServiceConfigPath } from '../definition.js';
import { CRYPTO_CHAIN_READS, CRYPTO_JOB_CHAIN_VIEW, algorithmOf } from '../job-chain.js';

const KEY_LENGTH = {
  zh_cn: '{algorithm} 的密钥长度为 {sizes} 字节，此处为 {length}',
  en_us: '{algorithm} takes keys of {sizes} bytes, not {length}',
};
const RESULT_LENGTH = {
  zh_cn: '{algorithm} 的结果最多 {max} 字节，此处为 {length}',
  en_us: '{algorithm} gives at most {max} bytes, not {length}',
};

/**
 * Sizes fit the algorithm (`crypto-facts.ts`): the key length of a primitive configuration is one its family
 * allows (AES 16, 24 or 32 bytes...); the result length of a MAC or a hash is at most what the algorithm gives
 * (CMAC one block, AES 16; HMAC-SHA-256 32; SHA-256 digest 32, SHA-1 20...); and the key elements of a job's key
 * hold the key and IV its algorithm needs (an AES-128 key 16 bytes; reported on the job at CsmJobKeyRef, with
 * the size problem the job chain shows). A Csm rule, not a Crypto one: only a job ties a Crypto key element to
 * an algorithm (job → Csm primitive configuration, job → key → key type → key element). Source: FIPS 197 (AES),
 * NIST SP 800-38B (CMAC), RFC 2104 (HMAC), FIPS 180-4 (SHA); SWS_CryptoServiceManager R4.4 chapter 10
 * (Csm<Service>KeyLength, Csm<Service>ResultLength), SWS_CryptoDriver R4.4 chapter 10 (CryptoKeyElementSize).
 */
export const E_Csm0006: ModuleRule = {
  code: 'E_Csm0006',
  severity: 'error',
  reads: CRYPTO_CHAIN_READS,
  description: {
    zh_cn: '密钥长度、结果长度与密钥元素大小符合算法',
    en_us: 'Key lengths, result lengths and key element sizes fit the algorithm',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const service of CSM_SERVICE_NAMES)
      for (const config of ctx.containersOf(csmServiceConfigPath(service))) {
        const primitive = { service, config };
        const algorithm = algorithmOf(ctx, primitive);
        const name = algorithmName(algorithm);
        const keyParam = `Csm${service}KeyLength`;
        const keyLength = ctx.integer(config, keyParam);
        const sizes = algorithm.family === undefined ? undefined : FAMILY_KEY_BYTES[algorithm.family];
        if (keyLength !== undefined && sizes !== undefined && !sizes.includes(Number(keyLength)))
          rows.push(
            ctx.report(
              config,
              KEY_LENGTH,
              { algorithm: name, sizes: sizes.join(', '), length: String(keyLength) },
              keyParam,
            ),
          );
        const resultParam = `Csm${service}ResultLength`;
        const result = ctx.integer(config, resultParam);
        const max = resultMaxBytes(service, algorithm);
        if (result !== undefined && max !== undefined && Number(result) > max)
          rows.push(
            ctx.report(config, RESULT_LENGTH, { algorithm: name, max, length: String(result) }, resultParam),
          );
      }
    for (const chain of ctx.view(CRYPTO_JOB_CHAIN_VIEW)) {
      const job = ctx.container(chain.job.id);
      if (!job || job.definitionPath !== CSM_PATHS.job) continue;
      for (const element of chain.keyElements)
        if (element.problem) rows.push(ctx.report(job, element.problem, {}, 'CsmJobKeyRef'));
    }
    return rows;
  },
};
