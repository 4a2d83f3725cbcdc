import { canIfOptionRule } from './dependency.js';

/**
 * Bus-off recovery by Tx confirmation polling needs CanIf's polling API: a manager network with
 * CanSMBorTxConfirmationPolling on calls CanIf_GetTxConfirmationState, which exists only with
 * CanIfPublicTxConfirmPollingSupport. Source: SWS CanSM ECUC parameter CanSMBorTxConfirmationPolling;
 * SWS CanIf ECUC parameter CanIfPublicTxConfirmPollingSupport.
 */
export const E_CanSM0007 = canIfOptionRule(
  'E_CanSM0007',
  'CanSMBorTxConfirmationPolling',
  'CanIfPublicTxConfirmPollingSupport',
  '/CanSM/CanSMConfiguration/CanSMManagerNetwork',
);
