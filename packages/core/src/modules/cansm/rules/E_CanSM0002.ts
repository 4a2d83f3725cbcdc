import { canIfOptionRule } from './dependency.js';

/**
 * The CanSM baud rate option needs CanIf's (CanSM_SetBaudrate calls CanIf_SetBaudrate). Source: SWS CanSM
 * ECUC parameter CanSMSetBaudrateApi; SWS CanIf ECUC parameter CanIfSetBaudrateApi.
 */
export const E_CanSM0002 = canIfOptionRule('E_CanSM0002', 'CanSMSetBaudrateApi', 'CanIfSetBaudrateApi');
