import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const ZERO = {
  zh_cn: '事件 {event} 的掩码为 0，必须至少占用一位',
  en_us: 'Event {event} has mask 0; a mask needs at least one bit',
};
const WIDE = {
  zh_cn: '事件 {event} 的掩码 {mask} 超出 32 位',
  en_us: 'Event {event} has mask {mask}, which uses more than 32 bits',
};

/** An event mask is a non-zero 32-bit value (or AUTO). */
export const OS0014: OsCheck = {
  code: 'OS0014',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '事件掩码非 0 且不超过 32 位',
    en_us: 'An event mask is non-zero and fits 32 bits',
  },
  rationale:
    'A zero mask can never be set or waited for, and bits above 31 do not exist in the 32-bit EventMaskType.',
  source: 'OSEK OIL 2.5 §3.2.5 (EVENT MASK); goil "Event uses more than 32 bits"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const event of os.events) {
      const mask = os.eventMask(event);
      if (mask === undefined) continue;
      if (mask === 0n) rows.push(ctx.report(event, ZERO, { event: event.shortName }, 'OsEventMask'));
      else if (mask > 0xffffffffn)
        rows.push(
          ctx.report(
            event,
            WIDE,
            { event: event.shortName, mask: ctx.text(event, 'OsEventMask') ?? '' },
            'OsEventMask',
          ),
        );
    }
    return rows;
  },
};
