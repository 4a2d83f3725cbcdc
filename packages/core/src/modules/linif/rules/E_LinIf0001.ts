import { uniqueIdsRule } from '../../unique-ids.js';
import { LINIF_PATHS } from '../definition.js';

/**
 * LinIf's ids name one object each (SWS LinIf, LinIfChannelId: the channel of the LinIf API;
 * LinIfTxPduId: the LinTxPduId of LinIf_Transmit, over all channels). Schedule table indexes are
 * passed with their channel (LinIf_ScheduleRequest) and start unique among a channel's tables.
 */
export const E_LinIf0001 = uniqueIdsRule(
  'E_LinIf0001',
  {
    zh_cn: 'LinIf 的通道 ID 和发送 PDU ID 各自不能重复',
    en_us: 'LinIf channel ids and Tx PDU ids are each unique',
  },
  [
    { holders: [{ path: LINIF_PATHS.channel, param: 'LinIfChannelId' }] },
    { holders: [{ path: LINIF_PATHS.txPdu, param: 'LinIfTxPduId' }] },
  ],
);
