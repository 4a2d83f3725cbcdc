import type { ModuleRule } from '../../../verify/types.js';
import { txPathways } from './max-tx-pathways.js';

const MESSAGE = {
  zh_cn: '发送路径有 {count} 条，超过最大发送路径数 {max}',
  en_us: '{count} TX pathways exceed the Max TX Pathway Count of {max}',
};

/** No more TX pathways than the Max TX Pathway Count of the general settings. */
export const E_IpduM0002: ModuleRule = {
  code: 'E_IpduM0002',
  severity: 'error',
  description: {
    zh_cn: '发送路径数不能超过最大发送路径数',
    en_us: 'TX pathways are no more than the Max TX Pathway Count',
  },
  check(ctx) {
    const { general, max, pathways } = txPathways(ctx);
    if (!general || max === undefined || BigInt(pathways.length) <= max) return [];
    return [
      ctx.report(
        general,
        MESSAGE,
        { count: String(pathways.length), max: String(max) },
        'IpduMMaxTxPathwayCnt',
      ),
    ];
  },
};
