import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { routingPaths } from './routing.js';

const MESSAGE = {
  zh_cn: '源 PDU {pdu} 长度为 {length} 字节，必须小于目标发送缓冲区 {buffer} 的最大长度 {max} 字节',
  en_us:
    'Source PDU {pdu} is {length} bytes; it must be less than the {max}-byte maximum of Tx buffer {buffer}',
};

/**
 * The source PDU of a routing path is shorter than the Tx buffer of each of its destinations: where a
 * PduRDestPdu names a buffer (PduRDestTxBufferRef → PduRTxBuffer), the PduLength of the EcuC Pdu of
 * PduRSrcPduRef (the source's block size) is less than the buffer's PduRPduMaxLength, as the product
 * specification words it ("source PDU block size must be less than the destination TX buffer max
 * length"; SWS PduR chapter 10, PduRPduMaxLength: the largest PDU the buffer holds). Product rule: a
 * source as long as the buffer is reported too. Destinations without a buffer, and sources whose
 * length is unknown, are not checked.
 */
export const E_PduR0001: ModuleRule = {
  code: 'E_PduR0001',
  severity: 'error',
  reads: ['PduR', 'EcuC'],
  description: {
    zh_cn: '源 PDU 的块大小必须小于目标发送缓冲区的最大长度',
    en_us: 'The source PDU block size is less than the destination Tx buffer maximum length',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const route of routingPaths(ctx)) {
      const pdu = route.sourcePdu === undefined ? undefined : ctx.container(route.sourcePdu);
      const length = pdu ? ctx.integer(pdu, 'PduLength') : undefined;
      if (!pdu || length === undefined) continue;
      for (const destination of route.destinations) {
        const buffer = ctx.container(destination.references.PduRDestTxBufferRef?.[0] ?? '');
        const max = buffer ? ctx.integer(buffer, 'PduRPduMaxLength') : undefined;
        if (!buffer || max === undefined || length < max) continue;
        rows.push(
          ctx.report(
            destination,
            MESSAGE,
            { pdu: pdu.shortName, length: String(length), buffer: buffer.shortName, max: String(max) },
            'PduRDestTxBufferRef',
          ),
        );
      }
    }
    return rows;
  },
};
