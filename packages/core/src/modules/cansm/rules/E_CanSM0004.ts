import { canIfOptionRule } from './dependency.js';

/**
 * The CanSM Tx offline option needs CanIf's. Source: SWS CanSM ECUC parameter CanSMTxOfflineActiveSupport;
 * SWS CanIf ECUC parameter CanIfTxOfflineActiveSupport.
 */
export const E_CanSM0004 = canIfOptionRule(
  'E_CanSM0004',
  'CanSMTxOfflineActiveSupport',
  'CanIfTxOfflineActiveSupport',
);
