import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { linIfFrameType } from '../channel-role.js';
import { LINIF_NODE_CONFIGURATION_FRAME_TYPES, LINIF_PATHS, type LinIfFrameType } from '../definition.js';
import { linProtectedId } from '../pid.js';

/** Whether frames of this type own their identifier. */
const HEADER_FRAME = (type: LinIfFrameType) =>
  type !== 'SPORADIC' && !LINIF_NODE_CONFIGURATION_FRAME_TYPES.includes(type);

const MESSAGE = {
  zh_cn: '帧 ID {id}（PID 0x{pid}）在通道中已由帧 {other} 使用',
  en_us: 'Frame id {id} (PID 0x{pid}) is used by frame {other} of the channel already',
};

/**
 * A frame id names one frame of a LIN cluster: the header the master sends carries the protected identifier
 * (id and parity) and every node answers by it, so no two frames of a channel share an id. Node configuration
 * commands all go out as master requests (id 60) with their own bytes, and a sporadic frame is sent under the id of
 * the frame chosen for the slot: neither has an id of its own. Source: LIN 2.x /
 * ISO 17987-3 (frame identifier, protected identifier); SWS LinIf LinIfFrameId.
 */
export const E_LinIf0002: ModuleRule = {
  code: 'E_LinIf0002',
  severity: 'error',
  description: {
    zh_cn: '同一 LIN 通道内帧 ID 不能重复',
    en_us: 'Frame ids are unique within a LIN channel',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const channel of ctx.containersOf(LINIF_PATHS.channel)) {
      const first = new Map<string, string>();
      for (const frame of ctx.childrenOf(channel, LINIF_PATHS.frame)) {
        if (!HEADER_FRAME(linIfFrameType(ctx, frame))) continue;
        const id = ctx.text(frame, 'LinIfFrameId');
        if (id === undefined) continue;
        const other = first.get(id);
        if (other === undefined) first.set(id, frame.shortName);
        else {
          const pid = linProtectedId(Number(id)).toString(16).toUpperCase().padStart(2, '0');
          rows.push(ctx.report(frame, MESSAGE, { id, pid, other }, 'LinIfFrameId'));
        }
      }
    }
    return rows;
  },
};
