import { unusedApiRule } from './unused-api.js';

/**
 * CanIfPublicReadRxPduDataApi is on for nothing: no CanIfRxPduCfg has CanIfRxPduReadData. Source: SWS CanIf
 * ECUC parameters CanIfPublicReadRxPduDataApi and CanIfRxPduReadData; the warning is a product rule.
 */
export const W_CanIf0001 = unusedApiRule(
  'W_CanIf0001',
  'CanIfPublicReadRxPduDataApi',
  '/CanIf/CanIfInitCfg/CanIfRxPduCfg',
  'CanIfRxPduReadData',
);
