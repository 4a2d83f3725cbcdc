import { canIfOptionRule } from './dependency.js';

/** The CanSM Icom option needs CanIf's. */
export const E_CanSM0003 = canIfOptionRule('E_CanSM0003', 'CanSMIcomSupport', 'CanIfPublicIcomSupport');
