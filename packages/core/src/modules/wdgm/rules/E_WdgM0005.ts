import { uniqueIdsRule } from '../../unique-ids.js';
import { WDGM_PATHS } from '../definition.js';

/**
 * Every supervision mode has its own id (SWS_WatchdogManager: WdgM_SetMode and WdgM_GetMode name a
 * mode by WdgMModeId, so one id names one mode).
 */
export const E_WdgM0005 = uniqueIdsRule(
  'E_WdgM0005',
  {
    zh_cn: '监控模式 ID（WdgMModeId）不能重复',
    en_us: 'Supervision mode ids (WdgMModeId) are unique',
  },
  [{ holders: [{ path: WDGM_PATHS.mode, param: 'WdgMModeId' }] }],
);
