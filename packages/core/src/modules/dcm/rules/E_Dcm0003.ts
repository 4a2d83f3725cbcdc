import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { DCM_PATHS } from '../definition.js';

const DELAY_ABOVE_LOCK = {
  zh_cn: 'DcmDspSecurityNumAttDelay ({delay}) 大于 DcmDspSecurityNumAttLock ({lock})',
  en_us: 'DcmDspSecurityNumAttDelay ({delay}) is above DcmDspSecurityNumAttLock ({lock})',
};

const SIZE_NOT_POSITIVE = {
  zh_cn: '{param} 为 {value}，种子和密钥至少一个字节',
  en_us: '{param} is {value}: seed and key take at least one byte',
};

/**
 * A security row delays further attempts after DcmDspSecurityNumAttDelay failed ones; the lock after
 * DcmDspSecurityNumAttLock attempts can only follow the delay, so the delay count is not above the lock count.
 * SecurityAccess exchanges a seed and a key of DcmDspSecuritySeedSize and DcmDspSecurityKeySize bytes: both
 * are above 0. Source: SWS Dcm ECUC parameters of DcmDspSecurityRow and ISO 14229-1 SecurityAccess (0x27).
 */
export const E_Dcm0003: ModuleRule = {
  code: 'E_Dcm0003',
  severity: 'error',
  description: {
    zh_cn: '安全行：延迟尝试次数不大于锁定次数，种子和密钥长度大于 0',
    en_us: 'Security rows: delay attempts not above lock attempts, seed and key sizes above 0',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const row of ctx.containersOf(DCM_PATHS.securityRow)) {
      const delay = ctx.integer(row, 'DcmDspSecurityNumAttDelay');
      const lock = ctx.integer(row, 'DcmDspSecurityNumAttLock');
      if (delay !== undefined && lock !== undefined && delay > lock)
        rows.push(
          ctx.report(
            row,
            DELAY_ABOVE_LOCK,
            { delay: String(delay), lock: String(lock) },
            'DcmDspSecurityNumAttDelay',
          ),
        );
      for (const param of ['DcmDspSecuritySeedSize', 'DcmDspSecurityKeySize']) {
        const size = ctx.integer(row, param);
        if (size !== undefined && size <= 0n)
          rows.push(ctx.report(row, SIZE_NOT_POSITIVE, { param, value: String(size) }, param));
      }
    }
    return rows;
  },
};
