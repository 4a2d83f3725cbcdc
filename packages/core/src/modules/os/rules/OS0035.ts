import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn:
    '报警器 {alarm} 的周期 {cycle} 必须为 0（单次）或在计数器 {counter} 的最小周期 {minCycle} 与最大允许值 {max} 之间',
  en_us:
    'Alarm {alarm} has cycle {cycle}; it must be 0 (one-shot) or within {minCycle}..{max} of counter {counter}',
};

/** An alarm cycle is 0 or within the counter's MINCYCLE..MAXALLOWEDVALUE. */
export const OS0035: OsCheck = {
  code: 'OS0035',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '报警器周期在计数器范围内（0 表示单次）',
    en_us: 'An alarm cycle is within the counter’s bounds (0 means one-shot)',
  },
  rationale:
    'SetRelAlarm/SetAbsAlarm refuse a cycle outside MINCYCLE..MAXALLOWEDVALUE with E_OS_VALUE; the autostart would fail.',
  source: 'OSEK OS 2.2.3 §13.6.3.3/§13.6.3.4 (E_OS_VALUE for cycle); AUTOSAR SWS_Os_00304',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const alarm of os.alarms) {
      const counter = os.target(alarm, 'OsAlarmCounterRef');
      if (!counter) continue;
      const max = ctx.integer(counter, 'OsCounterMaxAllowedValue');
      const minCycle = ctx.integer(counter, 'OsCounterMinCycle');
      if (max === undefined || minCycle === undefined) continue;
      for (const autostart of ctx.childrenOf(alarm, OS_PATHS.alarmAutostart)) {
        const cycle = ctx.integer(autostart, 'OsAlarmCycleTime');
        if (cycle === undefined || cycle === 0n || (cycle >= minCycle && cycle <= max)) continue;
        rows.push(
          ctx.report(
            autostart,
            MESSAGE,
            {
              alarm: alarm.shortName,
              cycle: String(cycle),
              counter: counter.shortName,
              minCycle: String(minCycle),
              max: String(max),
            },
            'OsAlarmCycleTime',
          ),
        );
      }
    }
    return rows;
  },
};
