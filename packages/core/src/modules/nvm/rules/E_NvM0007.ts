import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MISSING = {
  zh_cn: 'NvMWriteVerification 为 true 时必须配置 NvMWriteVerificationDataSize',
  en_us: 'NvMWriteVerificationDataSize is required when NvMWriteVerification is true',
};
const TOO_LARGE = {
  zh_cn: 'NvMWriteVerificationDataSize ({size}) 不能大于 NvMNvBlockLength ({length})',
  en_us: 'NvMWriteVerificationDataSize ({size}) must not exceed NvMNvBlockLength ({length})',
};

/** Write verification compares a number of bytes that exists in the block. */
export const E_NvM0007: ModuleRule = {
  code: 'E_NvM0007',
  severity: 'error',
  description: {
    zh_cn: '写校验需要校验长度，且不能超过块长度',
    en_us: 'Write verification needs a data size within the block length',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const block of ctx.containersOf('/NvM/NvMBlockDescriptor')) {
      if (ctx.flag(block, 'NvMWriteVerification') !== true) continue;
      const size = ctx.integer(block, 'NvMWriteVerificationDataSize');
      if (size === undefined) {
        rows.push(ctx.report(block, MISSING, {}, 'NvMWriteVerificationDataSize'));
        continue;
      }
      const length = ctx.integer(block, 'NvMNvBlockLength');
      if (length !== undefined && size > length) {
        rows.push(
          ctx.report(
            block,
            TOO_LARGE,
            { size: String(size), length: String(length) },
            'NvMWriteVerificationDataSize',
          ),
        );
      }
    }
    return rows;
  },
};
