import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { txPathways } from './max-tx-pathways.js';

const MESSAGE = {
  zh_cn: '已配置发送路径 {pathway}，须先在通用配置中设置最大发送路径数',
  en_us: 'TX pathway {pathway} is configured: set the Max TX Pathway Count in General first',
};

/** A TX pathway needs the Max TX Pathway Count of the general settings (IpduMMaxTxPathwayCnt). */
export const E_IpduM0001: ModuleRule = {
  code: 'E_IpduM0001',
  severity: 'error',
  description: {
    zh_cn: '添加发送路径前须在通用配置中设置最大发送路径数',
    en_us: 'The Max TX Pathway Count is set in General before a TX pathway is added',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const { max, pathways } = txPathways(ctx);
    if (max !== undefined) return rows;
    for (const pathway of pathways) rows.push(ctx.report(pathway, MESSAGE, { pathway: ctx.pathOf(pathway) }));
    return rows;
  },
};
