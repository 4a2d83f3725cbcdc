import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { computeDidLayout } from '../did-layout.js';

const MESSAGE = {
  zh_cn:
    'DID {did} 的信号跨越 {length} 字节，但其数据元素大小之和为 {dataSize} 字节：此信号从字节 {offset} 开始，应为 {expected}',
  en_us:
    'The signals of DID {did} span {length} bytes but its data elements add up to {dataSize} bytes: this signal starts at byte {offset} where {expected} was expected',
};

/**
 * A DID's record is its data elements laid end to end: the bytes its DcmDspDidSignal entries span (largest
 * DcmDspDidByteOffset + size) equal the sum of the sizes of the DcmDspData they place. More means a gap, less
 * an overlap. Checked when every signal has an offset and a sized data element; reported on the first signal (by
 * offset) that does not start where the one before it ends, at its DcmDspDidByteOffset, so that the finding
 * opens the field to put right. Source: SWS Dcm ECUC
 * parameters DcmDspDidByteOffset and DcmDspDataByteSize, ISO 14229-1 dataRecord of ReadDataByIdentifier.
 */
export const E_Dcm0005: ModuleRule = {
  code: 'E_Dcm0005',
  severity: 'error',
  description: {
    zh_cn: 'DID 的长度等于其数据元素大小之和',
    en_us: 'A DID’s length equals the sum of its data elements’ sizes',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const layout of computeDidLayout(ctx)) {
      if (!layout.complete || layout.elements.length === 0 || layout.length === layout.dataSize) continue;
      const byOffset = [...layout.elements].sort((a, b) => (a.byteOffset ?? 0) - (b.byteOffset ?? 0));
      let expected = 0;
      let culprit = byOffset[0];
      for (const element of byOffset) {
        culprit = element;
        if (element.byteOffset !== expected) break;
        expected += element.sizeBytes ?? 0;
      }
      const signal = culprit && ctx.container(culprit.id);
      if (!culprit || !signal) continue;
      rows.push(
        ctx.report(
          signal,
          MESSAGE,
          {
            did: layout.name,
            length: layout.length,
            dataSize: layout.dataSize,
            offset: culprit.byteOffset ?? 0,
            expected,
          },
          'DcmDspDidByteOffset',
        ),
      );
    }
    return rows;
  },
};
