import { canIfOptionRule } from './dependency.js';

/**
 * The CanSM Icom (pretended networking) option needs CanIf's. Source: SWS CanSM ECUC parameter
 * CanSMIcomSupport; SWS CanIf ECUC parameter CanIfPublicIcomSupport.
 */
export const E_CanSM0003 = canIfOptionRule('E_CanSM0003', 'CanSMIcomSupport', 'CanIfPublicIcomSupport');
