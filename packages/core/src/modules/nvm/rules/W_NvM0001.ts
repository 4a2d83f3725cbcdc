import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: '块使用同步机制 (NvMBlockUseSyncMechanism)，NvMRamBlockDataAddress 不会被使用',
  en_us:
    'The block uses the synchronisation mechanism (NvMBlockUseSyncMechanism): NvMRamBlockDataAddress is not used',
};

/** With the explicit synchronisation mechanism there is no permanent RAM block, so its address is ignored. */
export const W_NvM0001: ModuleRule = {
  code: 'W_NvM0001',
  severity: 'warning',
  description: {
    zh_cn: '使用同步机制的块不使用永久 RAM 块地址',
    en_us: 'Blocks with the synchronisation mechanism ignore the permanent RAM block address',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const block of ctx.containersOf('/NvM/NvMBlockDescriptor')) {
      if (ctx.flag(block, 'NvMBlockUseSyncMechanism') === true && ctx.text(block, 'NvMRamBlockDataAddress')) {
        rows.push(ctx.report(block, MESSAGE, {}, 'NvMRamBlockDataAddress'));
      }
    }
    return rows;
  },
};
