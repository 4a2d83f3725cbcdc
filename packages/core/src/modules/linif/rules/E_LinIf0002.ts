import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { LINIF_PATHS } from '../definition.js';
import { linProtectedId } from '../pid.js';

const MESSAGE = {
  zh_cn: '帧 ID {id}（PID 0x{pid}）在通道中已由帧 {other} 使用',
  en_us: 'Frame id {id} (PID 0x{pid}) is used by frame {other} of the channel already',
};

/**
 * Frames that share an id with others by design: the node configuration requests the master sends as its
 * request frame (id 60) and the sporadic frame, sent in the slot of one of its unconditional frames.
 */
const SHARED_ID_TYPES: ReadonlySet<string> = new Set([
  'ASSIGN',
  'ASSIGN_FRAME_ID_RANGE',
  'ASSIGN_NAD',
  'CONDITIONAL',
  'FREE',
  'SAVE_CONFIGURATION',
  'SPORADIC',
  'UNASSIGN',
]);

/**
 * A frame id names one frame of a LIN cluster: the header the master sends carries the protected identifier
 * (id and parity) and every node answers by it, so no two frames of a channel share an id (node configuration requests and sporadic frames aside). Source: LIN 2.x /
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
        const id = ctx.text(frame, 'LinIfFrameId');
        if (id === undefined || SHARED_ID_TYPES.has(ctx.text(frame, 'LinIfFrameType') ?? '')) continue;
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
