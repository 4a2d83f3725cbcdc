import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { computeDidLayout } from '../did-layout.js';

const MESSAGE = {
  zh_cn: 'DID 的信号跨越 {length} 字节，但其数据元素大小之和为 {dataSize} 字节',
  en_us: 'The DID’s signals span {length} bytes but its data elements add up to {dataSize} bytes',
};

/**
 * A DID's record is its data elements laid end to end: the bytes its DcmDspDidSignal entries span (largest
 * DcmDspDidByteOffset + size) equal the sum of the sizes of the DcmDspData they place. More means a gap, less
 * an overlap. Checked when every signal has an offset and a sized data element. Source: SWS Dcm ECUC
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
      const did = ctx.container(layout.id);
      if (did) rows.push(ctx.report(did, MESSAGE, { length: layout.length, dataSize: layout.dataSize }));
    }
    return rows;
  },
};
