import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '调度表 {table} 没有到期点，至少需要一个',
  en_us: 'Schedule table {table} has no expiry point; it needs at least one',
};

/** OS401: a schedule table has at least one expiry point. */
export const OS0038: OsCheck = {
  code: 'OS0038',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '调度表至少有一个到期点',
    en_us: 'A schedule table has at least one expiry point',
  },
  rationale: 'A schedule table is the sequence of its expiry points; without one it does nothing.',
  source: 'AUTOSAR OS401 (SWS_Os_00401); goil "OS401 - no EXPIRY_POINT found"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const table of os.scheduleTables)
      if (ctx.childrenOf(table, OS_PATHS.expiryPoint).length === 0)
        rows.push(ctx.report(table, MESSAGE, { table: table.shortName }));
    return rows;
  },
};
