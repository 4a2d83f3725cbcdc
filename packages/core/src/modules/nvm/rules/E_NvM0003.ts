import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: '{management} 块最多 1 个 ROM 块，NvMRomBlockNum 当前为 {value}',
  en_us: 'A {management} block has at most one ROM block, NvMRomBlockNum is {value}',
};

/** Only dataset blocks may have more than one ROM block (SWS NvM, NvMRomBlockNum). */
export const E_NvM0003: ModuleRule = {
  code: 'E_NvM0003',
  severity: 'error',
  description: {
    zh_cn: 'NATIVE 和 REDUNDANT 块的 ROM 块数为 0 或 1',
    en_us: 'Native and redundant blocks have zero or one ROM block',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const block of ctx.containersOf('/NvM/NvMBlockDescriptor')) {
      const management = ctx.text(block, 'NvMBlockManagementType');
      if (management !== 'NVM_BLOCK_NATIVE' && management !== 'NVM_BLOCK_REDUNDANT') continue;
      const roms = ctx.integer(block, 'NvMRomBlockNum');
      if (roms !== undefined && roms > 1n) {
        rows.push(ctx.report(block, MESSAGE, { management, value: String(roms) }, 'NvMRomBlockNum'));
      }
    }
    return rows;
  },
};
