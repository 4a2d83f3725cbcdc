import { uniqueIdsRule } from '../../unique-ids.js';
import { FIM_PATHS } from '../definition.js';

/**
 * Every FID has its own FiMFunctionId (SWS_FunctionInhibitionManager, FiMFunctionId: the symbolic value a
 * function passes to FiM_GetFunctionPermission identifies one FID, so one value names one function).
 */
export const E_FiM0001 = uniqueIdsRule(
  'E_FiM0001',
  {
    zh_cn: '功能标识号（FiMFunctionId）不能重复',
    en_us: 'Function ids (FiMFunctionId) are unique',
  },
  [{ holders: [{ path: FIM_PATHS.fid, param: 'FiMFunctionId' }] }],
);
