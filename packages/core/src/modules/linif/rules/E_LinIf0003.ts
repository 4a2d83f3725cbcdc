import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { LINIF_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '时隙 {delay} ms 短于帧 {frame} 在 {baud} bit/s 下的最坏传输时间 {worstCase} ms',
  en_us:
    'The slot of {delay} ms is shorter than the worst case of frame {frame} at {baud} bit/s: {worstCase} ms',
};

/** The worst case of a LIN frame of `length` bytes in bit times: 1.4 × (34 + 10 × (length + 1)) (LIN 2.x). */
export function linFrameMaxBitTimes(length: number): number {
  return 1.4 * (34 + 10 * (length + 1));
}

const ms = (seconds: number) => String(Number((seconds * 1000).toFixed(3)));

/**
 * A schedule slot lasts at least as long as its frame can take: the delay of an entry is not shorter than the
 * worst-case transmission time of the frame it sends, 1.4 × (34 + 10 × (length + 1)) bit times at the baud rate
 * of the channel's Lin channel. Source: LIN 2.x / ISO 17987-3 (TFrame_Maximum); SWS LinIf LinIfDelay.
 */
export const E_LinIf0003: ModuleRule = {
  code: 'E_LinIf0003',
  severity: 'error',
  description: {
    zh_cn: '调度表时隙不短于其帧的最坏传输时间',
    en_us: "A schedule slot is not shorter than its frame's worst-case transmission time",
  },
  reads: ['LinIf', 'Lin'],
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const channel of ctx.containersOf(LINIF_PATHS.channel)) {
      const lin = ctx.container(channel.references['LinIfChannelRef']?.[0] ?? '');
      const baud = lin ? Number(ctx.text(lin, 'LinChannelBaudRate')) : NaN;
      if (!Number.isFinite(baud) || baud <= 0) continue;
      for (const table of ctx.childrenOf(channel, LINIF_PATHS.scheduleTable))
        for (const entry of ctx.childrenOf(table)) {
          const frame = ctx.container(entry.references['LinIfFrameRef']?.[0] ?? '');
          const delay = Number(ctx.text(entry, 'LinIfDelay'));
          const length = frame ? Number(ctx.text(frame, 'LinIfLength')) : NaN;
          if (!frame || !Number.isFinite(delay) || !Number.isFinite(length)) continue;
          const worstCase = linFrameMaxBitTimes(length) / baud;
          if (delay + 1e-9 < worstCase)
            rows.push(
              ctx.report(
                entry,
                MESSAGE,
                { delay: ms(delay), frame: frame.shortName, baud, worstCase: ms(worstCase) },
                'LinIfDelay',
              ),
            );
        }
    }
    return rows;
  },
};
