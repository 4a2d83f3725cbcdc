import { channelPncOptionRule } from './channel-option.js';

/** A PNC gateway type is given only to a CAN, Ethernet or FlexRay channel. */
export const E_ComM0002 = channelPncOptionRule(
  'E_ComM0002',
  'ComMPncGatewayType',
  undefined,
  (value) => typeof value === 'string' && value !== '' && value !== 'COMM_GATEWAY_TYPE_NONE',
);
