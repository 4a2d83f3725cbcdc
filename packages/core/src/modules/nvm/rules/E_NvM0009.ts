import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: 'DATASET 块需要 NvM_SetDataIndex，NvMApiConfigClass 不能为 NVM_API_CONFIG_CLASS_1',
  en_us: 'Dataset blocks need NvM_SetDataIndex: NvMApiConfigClass must not be NVM_API_CONFIG_CLASS_1',
};

/** NvM_SetDataIndex, without which a dataset cannot be selected, exists from API configuration class 2. */
export const E_NvM0009: ModuleRule = {
  code: 'E_NvM0009',
  severity: 'error',
  description: {
    zh_cn: 'DATASET 块需要 API 配置等级 2 或 3',
    en_us: 'Dataset blocks need API configuration class 2 or 3',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const common = ctx.containersOf('/NvM/NvMCommon')[0];
    if (!common || ctx.text(common, 'NvMApiConfigClass') !== 'NVM_API_CONFIG_CLASS_1') return rows;
    for (const block of ctx.containersOf('/NvM/NvMBlockDescriptor')) {
      if (ctx.text(block, 'NvMBlockManagementType') === 'NVM_BLOCK_DATASET') {
        rows.push(ctx.report(block, MESSAGE, {}, 'NvMBlockManagementType'));
      }
    }
    return rows;
  },
};
