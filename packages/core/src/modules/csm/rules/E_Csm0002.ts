import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CRYPTO_CHAIN_READS, CRYPTO_JOB_CHAIN_VIEW } from '../job-chain.js';

/**
 * The Crypto driver object a job runs on supports the job's primitive: one of its CryptoPrimitiveRef names a
 * primitive with the service of the job's Csm primitive configuration, its algorithm family and its mode
 * (`primitiveSupports` in `job-chain.ts`). Reported on the job at CsmJobPrimitiveRef, naming the driver object.
 * Source: SWS_CryptoDriver R4.4 chapter 7 (a driver object offers the primitives CryptoPrimitiveRef names; a
 * job whose service, family and mode it does not offer is refused),
 * SWS_CryptoServiceManager R4.4 chapter 10 (Csm<Service>Config: algorithm family and mode).
 */
export const E_Csm0002: ModuleRule = {
  code: 'E_Csm0002',
  severity: 'error',
  reads: CRYPTO_CHAIN_READS,
  description: {
    zh_cn: 'Csm 作业所在的 Crypto 驱动对象支持其原语（服务、算法族、模式）',
    en_us: "The Crypto driver object of each Csm job supports the job's primitive (service, family, mode)",
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const chain of ctx.view(CRYPTO_JOB_CHAIN_VIEW)) {
      const job = ctx.container(chain.job.id);
      const [, , , driverObject, primitive] = chain.processingPath;
      if (
        !job ||
        driverObject?.state !== 'ok' ||
        !primitive ||
        primitive.state === 'ok' ||
        !primitive.problem
      )
        continue;
      // An empty CsmJobPrimitiveRef is the generic E_0003's.
      if ((job.references.CsmJobPrimitiveRef ?? []).every((id) => id === '')) continue;
      rows.push(ctx.report(job, primitive.problem, {}, 'CsmJobPrimitiveRef'));
    }
    return rows;
  },
};
