import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '到期点 {point} 的偏移 {offset} 与同一调度表的 {other} 重复',
  en_us: 'Expiry point {point} repeats offset {offset} of {other} in the same schedule table',
};

/** OS442: expiry point offsets of one table are unique. */
export const OS0040: OsCheck = {
  code: 'OS0040',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '同一调度表的到期点偏移唯一',
    en_us: 'Expiry point offsets of one schedule table are unique',
  },
  rationale:
    'Each offset is one point in time of the table; two expiry points at one offset must be merged into one.',
  source: 'AUTOSAR OS442 (SWS_Os_00442); goil "OS442 - OFFSET Redefinition"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const table of os.scheduleTables) {
      const seen = new Map<bigint, ContainerValue>();
      for (const point of ctx.childrenOf(table, OS_PATHS.expiryPoint)) {
        const offset = ctx.integer(point, 'OsScheduleTblExpPointOffset');
        if (offset === undefined) continue;
        const other = seen.get(offset);
        if (other)
          rows.push(
            ctx.report(
              point,
              MESSAGE,
              { point: point.shortName, offset: String(offset), other: other.shortName },
              'OsScheduleTblExpPointOffset',
            ),
          );
        else seen.set(offset, point);
      }
    }
    return rows;
  },
};
