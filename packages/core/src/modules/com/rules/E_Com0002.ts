import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { COM_LAYOUT_VIEW, layoutOverlaps } from '../layout.js';

const MESSAGE = {
  zh_cn: '{item} 与 {first} 在 I-PDU {ipdu} 中有 {count} 位重叠',
  en_us: '{item} shares {count} bit(s) with {first} in I-PDU {ipdu}',
};

/**
 * No two items of one I-PDU share a bit: signals, the group signals of its signal groups (also those
 * of one group among themselves) and update bits each own their bits. SWS COM chapter 7 (signals are
 * packed into distinct bit ranges of the I-PDU; the update bit is a bit of its own); product rule for
 * the check. Each overlapping pair is reported once, on the later item, naming the earlier one.
 */
export const E_Com0002: ModuleRule = {
  code: 'E_Com0002',
  severity: 'error',
  reads: ['Com', 'EcuC'],
  description: {
    zh_cn: '同一 I-PDU 中的信号、组信号和更新位不能重叠',
    en_us: 'Signals, group signals and update bits of one I-PDU do not overlap',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const layout of ctx.view(COM_LAYOUT_VIEW).ipdus) {
      for (const overlap of layoutOverlaps(layout)) {
        const { first, second, bits } = overlap;
        rows.push(
          ctx.report(
            second.container,
            MESSAGE,
            { item: second.label, first: first.label, count: bits.length, ipdu: layout.ipdu.shortName },
            second.param,
          ),
        );
      }
    }
    return rows;
  },
};
