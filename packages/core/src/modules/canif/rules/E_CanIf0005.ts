import { uniqueIdsRule } from '../../unique-ids.js';

const INIT = '/CanIf/CanIfInitCfg';

/**
 * CanIf's ids name one object each (SWS CanIf, CanIfCtrlId: the ControllerId of the CanIf API, unique over
 * all drivers; CanIfTxPduId: the TxPduId of CanIf_Transmit; CanIfRxPduId: the id of the received PDU;
 * CanIfTrcvId: the TransceiverId of the CanIf transceiver API). Beyond the spec's E_CanIf0001–0004: the
 * check an engineer would otherwise find on the bench.
 */
export const E_CanIf0005 = uniqueIdsRule(
  'E_CanIf0005',
  {
    zh_cn: 'CanIf 的控制器 ID、发送/接收 PDU ID、收发器 ID 各自不能重复',
    en_us: 'CanIf controller ids, Tx and Rx PDU ids and transceiver ids are each unique',
  },
  [
    { holders: [{ path: '/CanIf/CanIfCtrlDrvCfg/CanIfCtrlCfg', param: 'CanIfCtrlId' }] },
    { holders: [{ path: `${INIT}/CanIfTxPduCfg`, param: 'CanIfTxPduId' }] },
    { holders: [{ path: `${INIT}/CanIfRxPduCfg`, param: 'CanIfRxPduId' }] },
    { holders: [{ path: '/CanIf/CanIfTrcvDrvCfg/CanIfTrcvCfg', param: 'CanIfTrcvId' }] },
  ],
);
