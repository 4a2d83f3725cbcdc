import type { VerifyRow } from '../../../verify/types.js';
import { bitCount, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '事件 {event} 的掩码 {mask} 占用了 {bits} 位，通常一个事件只占一位',
  en_us: 'Event {event} has mask {mask}, which uses {bits} bits; an event normally uses one bit',
};

/** Warning: an event mask with several bits. */
export const OS0015: OsCheck = {
  code: 'OS0015',
  severity: 'warning',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '事件掩码占用多于一位（警告）',
    en_us: 'An event mask uses more than one bit (warning)',
  },
  rationale:
    'A mask with several bits behaves as several events set together; WaitEvent returns when any of them is set, which is rarely intended.',
  source: 'goil warning "Event uses more than one bit"; OSEK OS 2.2.3 §13.5.3',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const event of os.events) {
      const mask = os.eventMask(event);
      if (mask === undefined || mask > 0xffffffffn) continue;
      const bits = bitCount(mask);
      if (bits > 1)
        rows.push(
          ctx.report(
            event,
            MESSAGE,
            { event: event.shortName, mask: ctx.text(event, 'OsEventMask') ?? '', bits },
            'OsEventMask',
          ),
        );
    }
    return rows;
  },
};
