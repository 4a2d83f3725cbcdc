import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CANTRCV_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: 'CanTrcvChannelId {value} 已被 {other} 使用',
  en_us: 'CanTrcvChannelId {value} is already used by {other}',
};

/**
 * Every channel of one transceiver driver has its own id (SWS_CANTransceiverDriver, parameter
 * CanTrcvChannelId: the Transceiver argument of the CanTrcv API, unique within the driver).
 */
export const E_CanTrcv0001: ModuleRule = {
  code: 'E_CanTrcv0001',
  severity: 'error',
  description: {
    zh_cn: '同一收发器驱动中通道 ID（CanTrcvChannelId）不能重复',
    en_us: 'Channel ids (CanTrcvChannelId) are unique within a transceiver driver',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const owners = new Map<bigint, ContainerValue>();
    for (const channel of ctx.containersOf(CANTRCV_PATHS.channel)) {
      const id = ctx.integer(channel, 'CanTrcvChannelId');
      if (id === undefined) continue;
      const other = owners.get(id);
      if (other) {
        rows.push(
          ctx.report(channel, MESSAGE, { value: String(id), other: ctx.pathOf(other) }, 'CanTrcvChannelId'),
        );
      } else owners.set(id, channel);
    }
    return rows;
  },
};
