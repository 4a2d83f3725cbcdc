import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { ADDRESS_BYTES, RX_NSDU, childNamed, pduOf } from './connection.js';

const MESSAGE = {
  zh_cn: '接收 N-SDU 与 {other} 使用同一接收 N-PDU 和相同的寻址信息（{address}），收到的帧无法区分归属',
  en_us:
    'The Rx N-SDU shares its Rx N-PDU and its addressing ({address}) with {other}: a received frame cannot tell them apart',
};

/**
 * Rx N-SDUs that share one Rx N-PDU (EcuC Pdu) differ in the address information the frame carries: CanTp finds
 * the N-SDU of a received frame from its N-PDU and, by the addressing format, N_TA, N_SA or N_AE
 * (SWS CanTp, reception identification through N-PDU id and N_AI; ISO 15765-2 N_AI). Only the address bytes of the
 * addressing format count (none for normal addressing: two normal Rx N-SDUs cannot share an Rx N-PDU). Every
 * Rx N-SDU after the first with the same Pdu, format and address bytes is reported.
 */
export const E_CanTp0007: ModuleRule = {
  code: 'E_CanTp0007',
  severity: 'error',
  description: {
    zh_cn: '共用接收 N-PDU 的接收 N-SDU 须有不同的寻址信息',
    en_us: 'Rx N-SDUs sharing an Rx N-PDU have different addressing information',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const firstByAddress = new Map<string, string>();
    for (const nSdu of ctx.containersOf(RX_NSDU.path)) {
      const nPdu = childNamed(ctx, nSdu, RX_NSDU.data.container);
      const pdu = nPdu ? pduOf(nPdu, RX_NSDU.data) : undefined;
      if (!nPdu || pdu === undefined) continue;
      const format = ctx.text(nSdu, RX_NSDU.addressingFormat) ?? '';
      const address = [format];
      for (const name of ADDRESS_BYTES[format] ?? []) {
        const holder = childNamed(ctx, nSdu, name);
        address.push(`${name}=${holder ? (ctx.text(holder, name) ?? '') : ''}`);
      }
      const key = `${pdu}\u0000${address.join(' ')}`;
      const first = firstByAddress.get(key);
      if (first === undefined) {
        firstByAddress.set(key, ctx.pathOf(nSdu));
        continue;
      }
      rows.push(ctx.report(nPdu, MESSAGE, { other: first, address: address.join(' ') }, RX_NSDU.data.ref));
    }
    return rows;
  },
};
