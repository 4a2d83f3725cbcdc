import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: 'ComM 通道已由管理网络 {other} 引用，一个通道只能对应一个 CanSM 管理网络',
  en_us: 'The ComM channel is already referred to by manager network {other}: one channel, one CanSM network',
};

/**
 * A ComM channel is one CanSM manager network: no two CanSMManagerNetwork containers refer to the same
 * ComM channel through CanSMComMNetworkHandleRef. Source: SWS CanSM ECUC reference
 * CanSMComMNetworkHandleRef (the unique network handle of the CAN network).
 */
export const E_CanSM0006: ModuleRule = {
  code: 'E_CanSM0006',
  severity: 'error',
  description: {
    zh_cn: '一个 ComM 通道只能被一个 CanSM 管理网络引用',
    en_us: 'A ComM channel is referred to by one CanSM manager network only',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const firstNetwork = new Map<string, string>();
    for (const network of ctx.containersOf('/CanSM/CanSMConfiguration/CanSMManagerNetwork')) {
      const channel = network.references.CanSMComMNetworkHandleRef?.[0];
      if (!channel) continue;
      const other = firstNetwork.get(channel);
      if (other === undefined) firstNetwork.set(channel, ctx.pathOf(network));
      else rows.push(ctx.report(network, MESSAGE, { other }, 'CanSMComMNetworkHandleRef'));
    }
    return rows;
  },
};
