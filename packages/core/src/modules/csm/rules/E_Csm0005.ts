import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CSM_PATHS } from '../definition.js';

const EMPTY_QUEUE = {
  zh_cn: 'Csm 队列 {queue} 的大小为 {size}，至少需要容纳 1 个作业',
  en_us: 'The Csm queue {queue} has size {size}; it must hold at least 1 job',
};

/**
 * A Csm queue holds at least one job: CsmQueueSize ≥ 1, a queue of size 0 could never take a job its driver
 * object is busy with. The definition's range (1..) makes the generic range check report a stored 0 as well;
 * this rule names the queue and reads the size as the generator does (a value read from a file keeps it).
 * The Crypto driver object's CryptoQueueSize is not checked: its range 0.. is the SWS's, where 0 turns the
 * driver object's queueing off (SWS_CryptoDriver R4.4 chapter 10, CryptoQueueSize). Source:
 * SWS_CryptoServiceManager R4.4 chapter 10 (CsmQueueSize) and chapter 7 (queueing of jobs).
 */
export const E_Csm0005: ModuleRule = {
  code: 'E_Csm0005',
  severity: 'error',
  description: {
    zh_cn: 'Csm 队列大小至少为 1',
    en_us: 'Each Csm queue has a size of at least 1',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const queue of ctx.containersOf(CSM_PATHS.queue)) {
      const size = ctx.integer(queue, 'CsmQueueSize');
      if (size !== undefined && size < 1n)
        rows.push(
          ctx.report(queue, EMPTY_QUEUE, { queue: queue.shortName, size: String(size) }, 'CsmQueueSize'),
        );
    }
    return rows;
  },
};
