import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CRYPTO_CHAIN_READS, CRYPTO_JOB_CHAIN_VIEW } from '../job-chain.js';

const MISSING = {
  zh_cn: '密钥类型 {keyType} 没有作业原语所需的{role}（密钥元素 id {elementId}）',
  en_us: "The key type {keyType} has no {role} (key element id {elementId}) the job's primitive needs",
};

/**
 * The key a job uses has the key elements its primitive reads: a MAC key for MAC generate and verify, a
 * signature key for signatures, a cipher key (and an IV for the chaining modes) for encryption and decryption,
 * a seed state for random generation (`SERVICE_KEY_ELEMENTS` in `crypto-facts.ts`). Checked once the key path
 * reaches a key type (E_Csm0001 reports it otherwise); reported on the job at CsmJobKeyRef. Source:
 * SWS_CryptoServiceManager R4.4 SWS_Csm_01022 (the key element ids each service uses), SWS_CryptoDriver R4.4
 * chapter 7 (a job whose key lacks an element fails with CRYPTO_E_KEY_NOT_VALID / E_NOT_OK).
 */
export const E_Csm0003: ModuleRule = {
  code: 'E_Csm0003',
  severity: 'error',
  reads: CRYPTO_CHAIN_READS,
  description: {
    zh_cn: 'Csm 作业的密钥具有其原语所需的密钥元素',
    en_us: 'The key of each Csm job has the key elements its primitive needs',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const chain of ctx.view(CRYPTO_JOB_CHAIN_VIEW)) {
      const job = ctx.container(chain.job.id);
      const keyType = chain.keyPath[chain.keyPath.length - 1];
      if (!job || keyType?.state !== 'ok') continue;
      for (const element of chain.keyElements)
        if (element.needed && !element.present)
          rows.push(
            ctx.report(
              job,
              MISSING,
              { keyType: keyType.name ?? '', role: element.role[ctx.language], elementId: element.elementId },
              'CsmJobKeyRef',
            ),
          );
    }
    return rows;
  },
};
