import { canIfOptionRule } from './dependency.js';

/** The CanSM baud rate option needs CanIf's. */
export const E_CanSM0002 = canIfOptionRule('E_CanSM0002', 'CanSMSetBaudrateApi', 'CanIfSetBaudrateApi');
