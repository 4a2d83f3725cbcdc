import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const HARDWARE = {
  zh_cn: '报警器 {alarm} 不能递增硬件计数器 {counter}，只能递增软件计数器',
  en_us: 'Alarm {alarm} cannot increment hardware counter {counter}; only software counters are incremented',
};
const OWN = {
  zh_cn: '报警器 {alarm} 不能递增驱动它自己的计数器 {counter}',
  en_us: 'Alarm {alarm} cannot increment counter {counter}, which drives the alarm itself',
};

/** OS285: IncrementCounter works on software counters, and not on the alarm's own counter. */
export const OS0037: OsCheck = {
  code: 'OS0037',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '报警器只能递增其他软件计数器',
    en_us: 'An alarm increments only another, software counter',
  },
  rationale:
    'IncrementCounter on a hardware counter returns E_OS_ID (OS285); incrementing the counter that drives the alarm itself recurses without end.',
  source:
    'AUTOSAR OS285 (IncrementCounter on a hardware counter); goil "OS285 - It is impossible to increment a hardware counter"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const alarm of os.alarms) {
      const action = os.alarmAction(alarm);
      if (action?.definitionPath !== OS_PATHS.alarmIncrementCounter) continue;
      const counter = os.target(action, 'OsAlarmIncrementCounterRef');
      if (!counter) continue;
      const params = { alarm: alarm.shortName, counter: counter.shortName };
      if (ctx.text(counter, 'OsCounterType') === 'HARDWARE')
        rows.push(ctx.report(action, HARDWARE, params, 'OsAlarmIncrementCounterRef'));
      else if (os.target(alarm, 'OsAlarmCounterRef') === counter)
        rows.push(ctx.report(action, OWN, params, 'OsAlarmIncrementCounterRef'));
    }
    return rows;
  },
};
