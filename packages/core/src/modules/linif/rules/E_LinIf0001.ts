import { uniqueIdsRule } from '../../unique-ids.js';
import { LINIF_PATHS } from '../definition.js';

/**
 * A Tx PDU id names one PDU of LinIf (SWS LinIf, LinIfTxPduId: the TxPduId upper layers pass to
 * LinIf_Transmit, over all channels). Schedule table indexes are passed with their channel
 * (LinIf_ScheduleRequest) and start unique among a channel's tables.
 */
export const E_LinIf0001 = uniqueIdsRule(
  'E_LinIf0001',
  {
    zh_cn: 'LinIf 的发送 PDU ID（LinIfTxPduId）在所有通道中不能重复',
    en_us: 'LinIf Tx PDU ids (LinIfTxPduId) are unique over all channels',
  },
  [{ holders: [{ path: LINIF_PATHS.txPdu, param: 'LinIfTxPduId' }] }],
);
