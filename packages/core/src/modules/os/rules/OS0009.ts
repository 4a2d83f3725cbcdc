import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '{object} 在核 {core} 上，但其计数器 {counter} 在核 {counterCore} 上',
  en_us: '{object} is on core {core} but its counter {counter} is on core {counterCore}',
};

/** Alarms and schedule tables run on the core of the counter that drives them. */
export const OS0009: OsCheck = {
  code: 'OS0009',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '报警器、调度表与其计数器在同一个核上',
    en_us: 'An alarm or schedule table is on the core of its counter',
  },
  rationale:
    'Counters are processed on their own core; an alarm or schedule table expiring on another core would need a cross-core timer the kernel does not have. Objects of one application are on the application’s core.',
  source: 'AUTOSAR SWS_Os_00596 (objects of an OS-Application on one core); spec §8 (share a core)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    if (os.applications.length === 0) return [];
    const rows: VerifyRow[] = [];
    const compare = (object: ContainerValue, counter: ContainerValue | undefined, param: string): void => {
      if (!counter) return;
      const core = os.coreOf(object);
      const counterCore = os.coreOf(counter);
      if (core === counterCore) return;
      rows.push(
        ctx.report(
          object,
          MESSAGE,
          {
            object: object.shortName,
            core: String(core),
            counter: counter.shortName,
            counterCore: String(counterCore),
          },
          param,
        ),
      );
    };
    for (const alarm of os.alarms) compare(alarm, os.target(alarm, 'OsAlarmCounterRef'), 'OsAlarmCounterRef');
    for (const table of os.scheduleTables)
      compare(table, os.target(table, 'OsScheduleTableCounterRef'), 'OsScheduleTableCounterRef');
    return rows;
  },
};
