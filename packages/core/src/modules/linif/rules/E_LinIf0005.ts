import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { linIfChannelRole, linIfFrameType } from '../channel-role.js';
import { LINIF_PATHS } from '../definition.js';
import { checkSubstitutionFrames } from './substitution-frames.js';

const NO_RESOLVER = {
  zh_cn: '事件触发帧 {frame} 的时隙须引用同一通道的冲突解决调度表（LinIfCollisionResolvingRef）',
  en_us:
    'The slot of event-triggered frame {frame} names a collision-resolving schedule table of the same channel (LinIfCollisionResolvingRef)',
};

/**
 * An event-triggered frame is answered by whichever slaves have news; when two answer at once the responses
 * collide and the master resolves the collision by running a collision-resolving schedule table that polls the
 * frames one by one. So every slot of such a frame in a master's schedule names that table on its own channel,
 * and the frame stands for at least one unconditional frame of the channel. Source: LIN 2.1+ / ISO 17987-3
 * (event-triggered frames, collision resolving); SWS LinIf LinIfCollisionResolvingRef, LinIfSubstitutionFrames.
 */
export const E_LinIf0005: ModuleRule = {
  code: 'E_LinIf0005',
  severity: 'error',
  description: {
    zh_cn: '事件触发帧代表同一通道的无条件帧，其主节点时隙引用冲突解决调度表',
    en_us:
      'Event-triggered frames stand for unconditional frames of their channel; their master slots name a collision-resolving table',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const channel of ctx.containersOf(LINIF_PATHS.channel)) {
      const triggered = ctx
        .childrenOf(channel, LINIF_PATHS.frame)
        .filter((frame) => linIfFrameType(ctx, frame) === 'EVENT_TRIGGERED');
      if (triggered.length === 0) continue;
      const ids = new Set(triggered.map((frame) => frame.id));
      if (linIfChannelRole(ctx, channel) !== 'SLAVE')
        for (const table of ctx.childrenOf(channel, LINIF_PATHS.scheduleTable))
          for (const entry of ctx.childrenOf(table, LINIF_PATHS.entry)) {
            const frame = ctx.container(entry.references['LinIfFrameRef']?.[0] ?? '');
            if (!frame || !ids.has(frame.id)) continue;
            const resolver = ctx.container(entry.references['LinIfCollisionResolvingRef']?.[0] ?? '');
            if (resolver?.parentId !== channel.id)
              rows.push(
                ctx.report(entry, NO_RESOLVER, { frame: frame.shortName }, 'LinIfCollisionResolvingRef'),
              );
          }
      for (const frame of triggered)
        rows.push(...checkSubstitutionFrames(ctx, frame, channel, { sent: false }));
    }
    return rows;
  },
};
