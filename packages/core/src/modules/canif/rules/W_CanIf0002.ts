import { unusedApiRule } from './unused-api.js';

/** CanIfPublicReadRxPduNotifyStatusApi is on for nothing: no CanIfRxPduCfg has CanIfRxPduReadNotifyStatus. */
export const W_CanIf0002 = unusedApiRule(
  'W_CanIf0002',
  'CanIfPublicReadRxPduNotifyStatusApi',
  '/CanIf/CanIfInitCfg/CanIfRxPduCfg',
  'CanIfRxPduReadNotifyStatus',
);
