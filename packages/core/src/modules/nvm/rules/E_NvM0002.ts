import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn:
    'DATASET 块的 NvMNvBlockNum + NvMRomBlockNum ({count}) 超过 NvMDatasetSelectionBits 可选择的 {limit} 个数据集',
  en_us:
    'Dataset block: NvMNvBlockNum + NvMRomBlockNum ({count}) exceeds the {limit} datasets NvMDatasetSelectionBits can select',
};

/** A dataset block's NV and ROM blocks must all be selectable with NvMDatasetSelectionBits bits. */
export const E_NvM0002: ModuleRule = {
  code: 'E_NvM0002',
  severity: 'error',
  description: {
    zh_cn: 'DATASET 块的数据集数量不能超过 2^NvMDatasetSelectionBits',
    en_us: 'A dataset block has at most 2^NvMDatasetSelectionBits datasets',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const common = ctx.containersOf('/NvM/NvMCommon')[0];
    const bits = common ? ctx.integer(common, 'NvMDatasetSelectionBits') : undefined;
    if (bits === undefined || bits < 0n || bits > 16n) return rows;
    const limit = 1n << bits;
    for (const block of ctx.containersOf('/NvM/NvMBlockDescriptor')) {
      if (ctx.text(block, 'NvMBlockManagementType') !== 'NVM_BLOCK_DATASET') continue;
      const count =
        (ctx.integer(block, 'NvMNvBlockNum') ?? 0n) + (ctx.integer(block, 'NvMRomBlockNum') ?? 0n);
      if (count > limit) {
        rows.push(
          ctx.report(block, MESSAGE, { count: String(count), limit: String(limit) }, 'NvMNvBlockNum'),
        );
      }
    }
    return rows;
  },
};
