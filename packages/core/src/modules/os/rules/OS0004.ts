import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: 'OSEK 类型的 OS 只能有一个核，当前 OS 核数为 {value}',
  en_us: 'An OSEK OS has one core; OsNumberOfCores is {value}',
};

/** OSEK OS 2.2.3 is a single-core operating system. */
export const OS0004: OsCheck = {
  code: 'OS0004',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: { zh_cn: 'OSEK 类型的 OS 只能有一个核', en_us: 'An OSEK OS has one core' },
  rationale:
    'OSEK OS 2.2.3 defines a single-processor kernel; multi-core start-up, spinlocks and cross-core activation exist only in AUTOSAR OS.',
  source: 'OSEK OS 2.2.3 §1; AUTOSAR SWS_Os multi-core chapter 7.9',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    if (!os.os || os.osType !== 'OSEK' || os.numberOfCores <= 1n) return [];
    return [ctx.report(os.os, MESSAGE, { value: String(os.numberOfCores) }, 'OsNumberOfCores')];
  },
};
