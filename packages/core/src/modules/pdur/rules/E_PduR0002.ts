import { uniqueIdsRule } from '../../unique-ids.js';
import { PDUR_PATHS } from './routing.js';

/**
 * PDU handle ids of the router are unique (SWS PduR chapter 10: PduRSourcePduHandleId is the id the
 * modules around the router call it with for a source, PduRDestPduHandleId the id of a destination's
 * confirmations and trigger transmit; each names one PDU). Checked over all routing paths, each
 * parameter on its own; reported on the later container, naming the first.
 */
export const E_PduR0002 = uniqueIdsRule(
  'E_PduR0002',
  {
    zh_cn: 'PduR 的源 PDU 与目标 PDU 句柄 ID 各自不能重复',
    en_us: 'PduR source and destination PDU handle ids are unique',
  },
  [
    { holders: [{ path: PDUR_PATHS.srcPdu, param: 'PduRSourcePduHandleId' }] },
    { holders: [{ path: PDUR_PATHS.destPdu, param: 'PduRDestPduHandleId' }] },
  ],
);
