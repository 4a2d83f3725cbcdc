import { uniqueIdsRule } from '../../unique-ids.js';
import { LINTRCV_PATHS } from '../definition.js';

/**
 * Every channel of one LIN transceiver driver has its own id (SWS_LINTransceiverDriver,
 * LinTrcvChannelId: the LinNetwork argument of the LinTrcv API, unique within the driver).
 */
export const E_LinTrcv0001 = uniqueIdsRule(
  'E_LinTrcv0001',
  {
    zh_cn: '同一 LIN 收发器驱动中通道 ID（LinTrcvChannelId）不能重复',
    en_us: 'Channel ids (LinTrcvChannelId) are unique within a LIN transceiver driver',
  },
  [{ holders: [{ path: LINTRCV_PATHS.channel, param: 'LinTrcvChannelId' }] }],
);
