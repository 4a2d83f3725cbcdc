import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const NEEDS_CRC_TYPE = {
  zh_cn: 'NvMBlockUseCrc 为 true 时必须配置 NvMBlockCrcType',
  en_us: 'NvMBlockCrcType is required when NvMBlockUseCrc is true',
};
const NEEDS_CRC = {
  zh_cn: '{param} 为 true 时 NvMBlockUseCrc 必须为 true',
  en_us: '{param} needs NvMBlockUseCrc = true',
};

/** CRC options need the block CRC: a CRC type when it is used, and the CRC itself for RAM CRC and CRC comparison. */
export const E_NvM0006: ModuleRule = {
  code: 'E_NvM0006',
  severity: 'error',
  description: {
    zh_cn: '使用 CRC 需要 CRC 类型；RAM 块 CRC 和 CRC 比较需要启用 CRC',
    en_us: 'Using a CRC needs a CRC type; RAM block CRC and CRC comparison need the CRC',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const block of ctx.containersOf('/NvM/NvMBlockDescriptor')) {
      const useCrc = ctx.flag(block, 'NvMBlockUseCrc') === true;
      if (useCrc && ctx.text(block, 'NvMBlockCrcType') === undefined) {
        rows.push(ctx.report(block, NEEDS_CRC_TYPE, {}, 'NvMBlockCrcType'));
      }
      if (useCrc) continue;
      for (const param of ['NvMCalcRamBlockCrc', 'NvMBlockUseCRCCompMechanism']) {
        if (ctx.flag(block, param) === true) rows.push(ctx.report(block, NEEDS_CRC, { param }, param));
      }
    }
    return rows;
  },
};
