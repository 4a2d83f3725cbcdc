import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: 'OSEK 类型的 OS 只有一个硬件计数器（系统计数器），{first} 已是硬件计数器，本计数器须为 SOFTWARE',
  en_us:
    'An OSEK OS has one hardware counter (the system counter); {first} is already one, so this counter must be SOFTWARE',
};

/** An OSEK OS is driven by one hardware timer; further counters are software counters. */
export const OS0005: OsCheck = {
  code: 'OS0005',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: 'OSEK 类型的 OS 只有一个硬件计数器',
    en_us: 'An OSEK OS has one hardware counter',
  },
  rationale:
    'OSEK defines one system counter driven by the hardware timer (SYSTEMTIMER); other counters are advanced by the application through IncrementCounter, so the generator binds only one counter to a timer interrupt.',
  source: 'OSEK OS 2.2.3 §9.2 and §13.6.4 (OSMAXALLOWEDVALUE, OSTICKDURATION of the system counter)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    if (os.osType !== 'OSEK') return [];
    const rows: VerifyRow[] = [];
    let first: string | undefined;
    for (const counter of os.counters) {
      if (ctx.text(counter, 'OsCounterType') !== 'HARDWARE') continue;
      if (first === undefined) first = counter.shortName;
      else rows.push(ctx.report(counter, MESSAGE, { first }, 'OsCounterType'));
    }
    return rows;
  },
};
