import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { RuleContext } from '../../../verify/types.js';

export const COMM_CHANNEL_PATH = '/ComM/ComMConfigSet/ComMChannel';

/** The bus types that carry partial networking (SWS_ComM: PNC on CAN, Ethernet and FlexRay only). */
const PNC_BUS_TYPES: ReadonlySet<string> = new Set([
  'COMM_BUS_TYPE_CAN',
  'COMM_BUS_TYPE_ETH',
  'COMM_BUS_TYPE_FR',
]);

/** The bus type of a channel when it is one that cannot carry partial networking, otherwise undefined. */
export function nonPncBus(ctx: RuleContext, channel: ContainerValue): string | undefined {
  const bus = ctx.text(channel, 'ComMBusType');
  return bus === undefined || PNC_BUS_TYPES.has(bus) ? undefined : bus;
}
