import { uniqueIdsRule } from '../../unique-ids.js';
import { LINIF_PATHS } from '../definition.js';

/**
 * LinIf's ids name one object each (SWS LinIf, LinIfChannelId: the channel of the LinIf API;
 * LinIfTxPduId: the LinTxPduId of LinIf_Transmit, over all channels; LinIfScheduleTableIndex: the
 * schedule of LinIf_ScheduleRequest).
 */
export const E_LinIf0001 = uniqueIdsRule(
  'E_LinIf0001',
  {
    zh_cn: 'LinIf 的通道 ID、发送 PDU ID、调度表索引各自不能重复',
    en_us: 'LinIf channel ids, Tx PDU ids and schedule table indexes are each unique',
  },
  [
    { holders: [{ path: LINIF_PATHS.channel, param: 'LinIfChannelId' }] },
    { holders: [{ path: LINIF_PATHS.txPdu, param: 'LinIfTxPduId' }] },
    { holders: [{ path: LINIF_PATHS.scheduleTable, param: 'LinIfScheduleTableIndex' }] },
  ],
);
