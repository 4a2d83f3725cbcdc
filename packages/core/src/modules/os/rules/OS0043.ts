import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '{container} 的 {param} 为 {value}，必须在 0 到调度表 {table} 的时长 {duration} 之间',
  en_us:
    '{param} of {container} is {value}; it must be within 0..{duration}, the duration of schedule table {table}',
};

/** Offsets, lengthen/shorten limits and the explicit precision lie within 0..duration. */
export const OS0043: OsCheck = {
  code: 'OS0043',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '偏移、延长、缩短和精度在 0 到调度表时长之间',
    en_us: 'Offsets, lengthen, shorten and precision are within 0..duration',
  },
  rationale:
    'All positions and adjustments of a schedule table are measured inside one round of the table; a value beyond the duration points outside the table.',
  source:
    'AUTOSAR SWS_Os_00402 (offsets within duration), OS438 (precision 0..duration), ECUC_Os_00415/00416; goil "OS438"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const table of os.scheduleTables) {
      const duration = ctx.integer(table, 'OsScheduleTableDuration');
      if (duration === undefined) continue;
      const within = (container: ContainerValue, param: string): void => {
        const value = ctx.integer(container, param);
        if (value === undefined || value <= duration) return;
        rows.push(
          ctx.report(
            container,
            MESSAGE,
            {
              container: container.shortName,
              param,
              value: String(value),
              table: table.shortName,
              duration: String(duration),
            },
            param,
          ),
        );
      };
      for (const point of ctx.childrenOf(table, OS_PATHS.expiryPoint)) {
        within(point, 'OsScheduleTblExpPointOffset');
        for (const adjustable of ctx.childrenOf(point, OS_PATHS.expiryAdjustable)) {
          within(adjustable, 'OsScheduleTableMaxLengthen');
          within(adjustable, 'OsScheduleTableMaxShorten');
        }
      }
      for (const sync of ctx.childrenOf(table, OS_PATHS.scheduleTableSync))
        within(sync, 'OsScheduleTblExplicitPrecision');
    }
    return rows;
  },
};
