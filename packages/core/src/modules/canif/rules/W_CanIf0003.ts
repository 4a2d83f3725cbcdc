import { unusedApiRule } from './unused-api.js';

/**
 * CanIfPublicReadTxPduNotifyStatusApi is on for nothing: no CanIfTxPduCfg has CanIfTxPduReadNotifyStatus.
 * Source: SWS CanIf ECUC parameters CanIfPublicReadTxPduNotifyStatusApi and CanIfTxPduReadNotifyStatus; the
 * warning is a product rule.
 */
export const W_CanIf0003 = unusedApiRule(
  'W_CanIf0003',
  'CanIfPublicReadTxPduNotifyStatusApi',
  '/CanIf/CanIfInitCfg/CanIfTxPduCfg',
  'CanIfTxPduReadNotifyStatus',
);
