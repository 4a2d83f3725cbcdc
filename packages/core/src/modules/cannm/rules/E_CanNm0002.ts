import { uniqueIdsRule } from '../../unique-ids.js';

const CHANNEL = '/CanNm/CanNmGlobalConfig/CanNmChannelConfig';

/**
 * CanNm's PDU ids name one PDU each over all channels (SWS CanNm, CanNmRxPduId: the id of
 * CanNm_RxIndication; CanNmTxConfirmationPduId: of CanNm_TxConfirmation; CanNmTxUserDataPduId: the id
 * PduR transmits user data with). Product rule: the check an engineer would otherwise find on the bench.
 */
export const E_CanNm0002 = uniqueIdsRule(
  'E_CanNm0002',
  {
    zh_cn: 'CanNm 的接收 PDU ID、发送确认 PDU ID、用户数据 PDU ID 在所有通道中各自不能重复',
    en_us:
      'CanNm Rx PDU ids, Tx confirmation PDU ids and user data PDU ids are each unique over all channels',
  },
  [
    { holders: [{ path: `${CHANNEL}/CanNmRxPdu`, param: 'CanNmRxPduId' }] },
    { holders: [{ path: `${CHANNEL}/CanNmTxPdu`, param: 'CanNmTxConfirmationPduId' }] },
    { holders: [{ path: `${CHANNEL}/CanNmUserDataTxPdu`, param: 'CanNmTxUserDataPduId' }] },
  ],
);
