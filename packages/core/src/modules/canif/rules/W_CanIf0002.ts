import { unusedApiRule } from './unused-api.js';

/**
 * CanIfPublicReadRxPduNotifyStatusApi is on for nothing: no CanIfRxPduCfg has CanIfRxPduReadNotifyStatus.
 * Source: SWS CanIf ECUC parameters CanIfPublicReadRxPduNotifyStatusApi and CanIfRxPduReadNotifyStatus; the
 * warning is a product rule.
 */
export const W_CanIf0002 = unusedApiRule(
  'W_CanIf0002',
  'CanIfPublicReadRxPduNotifyStatusApi',
  '/CanIf/CanIfInitCfg/CanIfRxPduCfg',
  'CanIfRxPduReadNotifyStatus',
);
