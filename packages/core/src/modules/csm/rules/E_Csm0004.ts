import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CRYPTO_CHAIN_READS, CRYPTO_JOB_CHAIN_VIEW } from '../job-chain.js';

const NO_CALLBACK = {
  zh_cn: '作业的原语配置为异步处理 (CSM_ASYNCHRONOUS)，但作业未引用回调',
  en_us: "The job's primitive configuration is asynchronous (CSM_ASYNCHRONOUS) but the job names no callback",
};

/**
 * An asynchronous job tells its caller the result through its callback: a job whose primitive configuration
 * processes CSM_ASYNCHRONOUS (the definition's default) names a CsmCallback. Reported on the job at
 * CsmJobPrimitiveCallbackRef. Source: SWS_CryptoServiceManager R4.4 chapter 7 (asynchronous job processing:
 * the Csm notifies the end of an asynchronous job through the configured callback, CsmJobPrimitiveCallbackRef /
 * CsmCallbackFunc).
 */
export const E_Csm0004: ModuleRule = {
  code: 'E_Csm0004',
  severity: 'error',
  reads: CRYPTO_CHAIN_READS,
  description: {
    zh_cn: '异步 Csm 作业引用回调',
    en_us: 'Each asynchronous Csm job names a callback',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const chain of ctx.view(CRYPTO_JOB_CHAIN_VIEW)) {
      const job = ctx.container(chain.job.id);
      if (!job || chain.processing !== 'CSM_ASYNCHRONOUS') continue;
      if ((job.references.CsmJobPrimitiveCallbackRef ?? []).some((id) => id !== '')) continue;
      rows.push(ctx.report(job, NO_CALLBACK, {}, 'CsmJobPrimitiveCallbackRef'));
    }
    return rows;
  },
};
