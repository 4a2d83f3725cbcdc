import { channelPncOptionRule } from './channel-option.js';

/** PNC requests through the network management (ComMPncNmRequest) only on a CAN, Ethernet or FlexRay channel. */
export const E_ComM0003 = channelPncOptionRule(
  'E_ComM0003',
  'ComMPncNmRequest',
  'ComMNetworkManagement',
  (value) => value === true,
);
