import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { nonPncBus } from './pnc-bus.js';

const MESSAGE = {
  zh_cn: 'PNC {pnc} 引用的通道 {channel} 总线类型为 {bus}，PNC 只能用于 CAN、以太网和 FlexRay 通道',
  en_us:
    'PNC {pnc} refers to channel {channel} of bus type {bus}; a PNC runs only on CAN, Ethernet and FlexRay channels',
};

/** A partial network cluster is mapped only onto CAN, Ethernet or FlexRay channels (ComMChannelPerPnc). */
export const E_ComM0001: ModuleRule = {
  code: 'E_ComM0001',
  severity: 'error',
  description: {
    zh_cn: 'PNC 只能映射到 CAN、以太网和 FlexRay 通道',
    en_us: 'A PNC is mapped only onto CAN, Ethernet and FlexRay channels',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const pnc of ctx.containersOf('/ComM/ComMConfigSet/ComMPnc')) {
      for (const targetId of pnc.references.ComMChannelPerPnc ?? []) {
        const channel = targetId === '' ? undefined : ctx.container(targetId);
        const bus = channel && nonPncBus(ctx, channel);
        if (!channel || !bus) continue;
        rows.push(
          ctx.report(
            pnc,
            MESSAGE,
            { pnc: ctx.pathOf(pnc), channel: ctx.pathOf(channel), bus },
            'ComMChannelPerPnc',
          ),
        );
      }
    }
    return rows;
  },
};
