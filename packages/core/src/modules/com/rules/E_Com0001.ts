import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { COM_LAYOUT_VIEW, bitsOutside } from '../layout.js';

const MESSAGE = {
  zh_cn: '{item} 有 {count} 位超出 I-PDU {ipdu} 的长度（{length} 字节）',
  en_us: '{count} bit(s) of {item} lie outside I-PDU {ipdu} ({length} bytes)',
};

/**
 * Every signal, group signal and update bit lies inside its I-PDU: the bits it covers (ComBitPosition
 * with ComBitSize or ComSignalLength, in its byte order; ComUpdateBitPosition) are below PduLength × 8
 * of the EcuC Pdu the I-PDU names (ComPduIdRef). SWS COM chapter 10 (ComBitPosition, ComBitSize,
 * ComUpdateBitPosition: positions inside the I-PDU); the check over the EcuC length is a product rule.
 * An I-PDU whose EcuC Pdu or length is unknown is not checked.
 */
export const E_Com0001: ModuleRule = {
  code: 'E_Com0001',
  severity: 'error',
  reads: ['Com', 'EcuC'],
  description: {
    zh_cn: '信号、组信号和更新位必须位于所属 I-PDU 的长度之内',
    en_us: 'Signals, group signals and update bits lie inside their I-PDU',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const layout of ctx.view(COM_LAYOUT_VIEW).ipdus) {
      const { length } = layout;
      if (length === undefined) continue;
      for (const item of layout.placed) {
        const outside = bitsOutside(item, length);
        if (outside.length === 0) continue;
        rows.push(
          ctx.report(
            item.container,
            MESSAGE,
            { item: item.label, count: outside.length, ipdu: layout.ipdu.shortName, length },
            item.param,
          ),
        );
      }
    }
    return rows;
  },
};
