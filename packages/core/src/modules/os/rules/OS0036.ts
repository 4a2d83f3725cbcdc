import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '报警器 {alarm} 的启动时间 {time} 超过计数器 {counter} 的最大允许值 {max}',
  en_us: 'Alarm {alarm} has start time {time}, above OsCounterMaxAllowedValue {max} of counter {counter}',
};

/** An alarm start time is at most the counter's maximum allowed value. */
export const OS0036: OsCheck = {
  code: 'OS0036',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '报警器启动时间不超过计数器最大允许值',
    en_us: 'An alarm start time is at most the counter’s maximum allowed value',
  },
  rationale:
    'The counter never reaches a value above MAXALLOWEDVALUE; SetAbsAlarm/SetRelAlarm refuse it with E_OS_VALUE.',
  source: 'OSEK OS 2.2.3 §13.6.3.3/§13.6.3.4; AUTOSAR SWS_Os_00304',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const alarm of os.alarms) {
      const counter = os.target(alarm, 'OsAlarmCounterRef');
      const max = counter && ctx.integer(counter, 'OsCounterMaxAllowedValue');
      if (!counter || max === undefined) continue;
      for (const autostart of ctx.childrenOf(alarm, OS_PATHS.alarmAutostart)) {
        const time = ctx.integer(autostart, 'OsAlarmAlarmTime');
        if (time === undefined || time <= max) continue;
        rows.push(
          ctx.report(
            autostart,
            MESSAGE,
            { alarm: alarm.shortName, time: String(time), counter: counter.shortName, max: String(max) },
            'OsAlarmAlarmTime',
          ),
        );
      }
    }
    return rows;
  },
};
