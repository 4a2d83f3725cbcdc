import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { linIfChannelRole, linIfFrameType } from '../channel-role.js';
import { LINIF_PATHS } from '../definition.js';
import { checkSubstitutionFrames } from './substitution-frames.js';

const SLAVE_SCHEDULE = {
  zh_cn: '零星帧 {frame} 只能由主节点调度，而通道 {channel} 为从节点',
  en_us: 'Sporadic frame {frame} is scheduled by the master only, and channel {channel} is a slave',
};

/**
 * A sporadic frame is the master's: in its slot the master sends one of its unconditional frames whose signals
 * changed, chosen by priority, so it appears only in a master's schedule tables and stands for at least one
 * unconditional frame of the channel that the master sends. Source: LIN 2.x / ISO 17987-3 (sporadic frames);
 * SWS LinIf LinIfFrameType SPORADIC, LinIfSubstitutionFrames.
 */
export const E_LinIf0004: ModuleRule = {
  code: 'E_LinIf0004',
  severity: 'error',
  description: {
    zh_cn: '零星帧只在主节点调度表中，并代表主节点发送的无条件帧',
    en_us: 'Sporadic frames are in master schedules only and stand for unconditional frames the master sends',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const channel of ctx.containersOf(LINIF_PATHS.channel)) {
      const sporadic = ctx
        .childrenOf(channel, LINIF_PATHS.frame)
        .filter((frame) => linIfFrameType(ctx, frame) === 'SPORADIC');
      if (sporadic.length === 0) continue;
      const ids = new Set(sporadic.map((frame) => frame.id));
      if (linIfChannelRole(ctx, channel) === 'SLAVE')
        for (const table of ctx.childrenOf(channel, LINIF_PATHS.scheduleTable))
          for (const entry of ctx.childrenOf(table, LINIF_PATHS.entry)) {
            const frame = ctx.container(entry.references['LinIfFrameRef']?.[0] ?? '');
            if (frame && ids.has(frame.id))
              rows.push(
                ctx.report(
                  entry,
                  SLAVE_SCHEDULE,
                  { frame: frame.shortName, channel: channel.shortName },
                  'LinIfFrameRef',
                ),
              );
          }
      for (const frame of sporadic)
        rows.push(...checkSubstitutionFrames(ctx, frame, channel, { sent: true }));
    }
    return rows;
  },
};
