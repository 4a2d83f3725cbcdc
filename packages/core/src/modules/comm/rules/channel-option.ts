import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { COMM_CHANNEL_PATH, nonPncBus } from './pnc-bus.js';

/**
 * A channel's partial networking option (`param`, in the channel or its sub-container `subPath`) is set only
 * on a CAN, Ethernet or FlexRay channel: `isSet` tells when the option is in use.
 */
export function channelPncOptionRule(
  code: string,
  param: string,
  subPath: string | undefined,
  isSet: (value: unknown) => boolean,
): ModuleRule {
  const message = {
    zh_cn: `通道 {channel} 总线类型为 {bus}，不支持 PNC，不能设置 ${param}`,
    en_us: `Channel {channel} is of bus type {bus}, which has no partial networking: ${param} cannot be set`,
  };
  return {
    code,
    severity: 'error',
    description: {
      zh_cn: `${param} 只能用于 CAN、以太网和 FlexRay 通道`,
      en_us: `${param} is set only on CAN, Ethernet and FlexRay channels`,
    },
    check(ctx) {
      const rows: VerifyRow[] = [];
      for (const channel of ctx.containersOf(COMM_CHANNEL_PATH)) {
        const bus = nonPncBus(ctx, channel);
        if (!bus) continue;
        const holders = subPath ? ctx.childrenOf(channel, `${COMM_CHANNEL_PATH}/${subPath}`) : [channel];
        for (const holder of holders) {
          if (!isSet(ctx.value(holder, param))) continue;
          rows.push(ctx.report(holder, message, { channel: ctx.pathOf(channel), bus }, param));
        }
      }
      return rows;
    },
  };
}
