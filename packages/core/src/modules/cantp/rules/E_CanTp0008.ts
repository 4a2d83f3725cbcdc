import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { nPduUses } from './connection.js';

const MESSAGE = {
  zh_cn:
    '该 PDU 在此处按 {format} 寻址，但 {other} 按 {otherFormat} 寻址：共用 N-PDU 的 N-SDU 须使用相同的寻址格式',
  en_us:
    'The Pdu is addressed {format} here but {otherFormat} by {other}: N-SDUs sharing an N-PDU use one addressing format',
};

/**
 * N-SDUs that share an N-PDU (one EcuC Pdu, as data or flow-control N-PDU, Rx or Tx) use the same addressing
 * format: the format fixes where the N_PCI starts in the frame (after an N_TA or N_AE byte or not), so one frame
 * cannot be read two ways (ISO 15765-2 addressing formats; SWS CanTp CanTpRxAddressingFormat,
 * CanTpTxAddressingFormat; product spec: "addressing formats must match"). Every N-PDU whose N-SDU's format
 * differs from the first user of the Pdu is reported.
 */
export const E_CanTp0008: ModuleRule = {
  code: 'E_CanTp0008',
  severity: 'error',
  description: {
    zh_cn: '共用同一 N-PDU 的 N-SDU 须使用相同的寻址格式',
    en_us: 'N-SDUs sharing an N-PDU use the same addressing format',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const firstByPdu = new Map<string, { format: string; path: string }>();
    for (const use of nPduUses(ctx)) {
      const format = ctx.text(use.nSdu, use.nSduKind.addressingFormat) ?? '';
      const first = firstByPdu.get(use.pdu);
      if (!first) {
        firstByPdu.set(use.pdu, { format, path: ctx.pathOf(use.nPdu) });
        continue;
      }
      if (first.format === format) continue;
      const params = { format, otherFormat: first.format, other: first.path };
      rows.push(ctx.report(use.nPdu, MESSAGE, params, use.kind.ref));
    }
    return rows;
  },
};
