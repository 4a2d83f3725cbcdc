import { uniqueIdsRule } from '../../unique-ids.js';
import { LIN_PATHS } from '../definition.js';

/**
 * Every channel of one LIN driver has its own id (SWS_LINDriver, LinChannelId: the Channel argument of
 * the Lin API, unique within the driver).
 */
export const E_Lin0001 = uniqueIdsRule(
  'E_Lin0001',
  {
    zh_cn: '同一 LIN 驱动中通道 ID（LinChannelId）不能重复',
    en_us: 'Channel ids (LinChannelId) are unique within a LIN driver',
  },
  [{ holders: [{ path: LIN_PATHS.channel, param: 'LinChannelId' }] }],
);
