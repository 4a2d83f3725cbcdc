import { canIfOptionRule } from './dependency.js';

/**
 * The CanSM partial networking option needs CanIf's. Source: SWS CanSM ECUC parameter CanSMPncSupport;
 * SWS CanIf ECUC parameter CanIfPublicPnSupport.
 */
export const E_CanSM0001 = canIfOptionRule('E_CanSM0001', 'CanSMPncSupport', 'CanIfPublicPnSupport');
