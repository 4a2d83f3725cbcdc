import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: 'NvMRomBlockNum 为 {value} 时必须配置 NvMRomBlockDataAddress',
  en_us: 'NvMRomBlockDataAddress is required when NvMRomBlockNum is {value}',
};

/** ROM blocks need the address of their default data. */
export const E_NvM0004: ModuleRule = {
  code: 'E_NvM0004',
  severity: 'error',
  description: {
    zh_cn: '有 ROM 块时必须配置 ROM 数据地址',
    en_us: 'Blocks with ROM blocks need a ROM data address',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const block of ctx.containersOf('/NvM/NvMBlockDescriptor')) {
      const roms = ctx.integer(block, 'NvMRomBlockNum');
      if (roms === undefined || roms < 1n) continue;
      if (ctx.text(block, 'NvMRomBlockDataAddress') === undefined) {
        rows.push(ctx.report(block, MESSAGE, { value: String(roms) }, 'NvMRomBlockDataAddress'));
      }
    }
    return rows;
  },
};
