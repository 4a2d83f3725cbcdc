import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CRYPTO_CHAIN_READS, CRYPTO_JOB_CHAIN_VIEW, type ChainLink } from '../job-chain.js';

/** The first link that is not ok after the job's own reference (an empty job reference is the generic E_0003's). */
function firstBreak(path: readonly ChainLink[], upTo: number): ChainLink | undefined {
  const broken = path.slice(1, upTo).find((link) => link.state !== 'ok');
  if (!broken || !broken.problem) return undefined;
  return broken === path[1] && broken.state === 'missing' ? undefined : broken;
}

/**
 * A Csm job runs through its queue on a CryIf channel to one Crypto driver object, and uses its Csm key, which
 * is a CryIf key, which is a Crypto driver key of a key type: every link resolves to a container of the right
 * kind (`job-chain.ts`). Reported on the job, at the reference its broken path starts from, with the link that
 * breaks. Source: SWS_CryptoServiceManager R4.4 chapter 7 (jobs, queues, CsmJobQueueRef, CsmChannelRef,
 * CsmJobKeyRef, CsmKeyRef), SWS_CryptoInterface R4.4 chapter 7 (CryIfDriverObjectRef, CryIfKeyRef).
 */
export const E_Csm0001: ModuleRule = {
  code: 'E_Csm0001',
  severity: 'error',
  reads: CRYPTO_CHAIN_READS,
  description: {
    zh_cn: 'Csm 作业经队列、CryIf 通道到达 Crypto 驱动对象，其密钥经 CryIf 密钥到达 Crypto 密钥',
    en_us:
      'Each Csm job reaches a Crypto driver object through its queue and CryIf channel, and a Crypto key through its CryIf key',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const chain of ctx.view(CRYPTO_JOB_CHAIN_VIEW)) {
      const job = ctx.container(chain.job.id);
      if (!job) continue;
      // The primitive (last link) is E_Csm0002's.
      const processing = firstBreak(chain.processingPath, chain.processingPath.length - 1);
      if (processing?.problem) rows.push(ctx.report(job, processing.problem, {}, 'CsmJobQueueRef'));
      const key = firstBreak(chain.keyPath, chain.keyPath.length);
      if (key?.problem) rows.push(ctx.report(job, key.problem, {}, 'CsmJobKeyRef'));
    }
    return rows;
  },
};
