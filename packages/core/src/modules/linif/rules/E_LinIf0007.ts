import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { linIfChannelOfComM, linIfChannelRole } from '../channel-role.js';

const LINSM_CHANNEL = '/LinSM/LinSMConfigSet/LinSMChannel';
const COMM_CHANNEL = '/ComM/ComMConfigSet/ComMChannel';
const COMM_NETWORK_MANAGEMENT = '/ComM/ComMConfigSet/ComMChannel/ComMNetworkManagement';

const LINSM_MESSAGE = {
  zh_cn: 'LinSM 通道的节点类型为 {linsm}，而 ComM 通道 {comm} 上的 LinIf 通道 {channel} 为 {role}',
  en_us: 'The LinSM channel is a {linsm} while LinIf channel {channel} on ComM channel {comm} is a {role}',
};

const COMM_MESSAGE = {
  zh_cn:
    'ComM 通道 {comm} 的网络管理类型为 {variant}，而其 LinIf 通道 {channel} 为 {role}（从节点用 LINSLAVE，主节点不用）',
  en_us:
    'ComM channel {comm} has NM variant {variant} while its LinIf channel {channel} is a {role} (LINSLAVE for a slave, and for a slave only)',
};

/**
 * A LIN node is master or slave once, for every layer: LinIf's node type decides who sends the headers, LinSM's
 * node type decides how the channel goes to sleep and wakes up (a slave waits for the master's go-to-sleep
 * command), and ComM's NM variant LINSLAVE lets a slave's channel follow the bus rather than request it. The
 * three agree for the channels joined by the same ComM channel. Source: SWS LinSM LinSMNodeType, SWS ComM
 * ComMNmVariant LINSLAVE, SWS LinIf LinIfNodeType.
 */
export const E_LinIf0007: ModuleRule = {
  code: 'E_LinIf0007',
  severity: 'error',
  description: {
    zh_cn: 'LinSM 节点类型与 ComM 网络管理类型（LINSLAVE）与 LinIf 通道的主从角色一致',
    en_us:
      "LinSM's node type and ComM's NM variant (LINSLAVE) agree with the LinIf channel's master or slave role",
  },
  reads: ['LinIf', 'LinSM', 'ComM'],
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const linSM of ctx.projectContainersOf(LINSM_CHANNEL)) {
      const comM = ctx.container(linSM.references['LinSMComMNetworkHandleRef']?.[0] ?? '');
      const channel = comM ? linIfChannelOfComM(ctx, comM.id) : undefined;
      const role = channel ? linIfChannelRole(ctx, channel) : undefined;
      const linsm = ctx.text(linSM, 'LinSMNodeType');
      if (!comM || !channel || !role || linsm === undefined || linsm === role) continue;
      rows.push(
        ctx.report(
          linSM,
          LINSM_MESSAGE,
          { linsm, channel: channel.shortName, comm: comM.shortName, role },
          'LinSMNodeType',
        ),
      );
    }
    for (const comM of ctx.projectContainersOf(COMM_CHANNEL)) {
      const channel = linIfChannelOfComM(ctx, comM.id);
      const role = channel ? linIfChannelRole(ctx, channel) : undefined;
      if (!channel || !role) continue;
      for (const management of ctx.childrenOf(comM, COMM_NETWORK_MANAGEMENT)) {
        const variant = ctx.text(management, 'ComMNmVariant');
        if (variant === undefined || (variant === 'LINSLAVE') === (role === 'SLAVE')) continue;
        rows.push(
          ctx.report(
            management,
            COMM_MESSAGE,
            { variant, channel: channel.shortName, comm: comM.shortName, role },
            'ComMNmVariant',
          ),
        );
      }
    }
    return rows;
  },
};
