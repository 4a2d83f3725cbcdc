import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '报警器 {alarm} 以相对方式自启动，启动时间（OsAlarmAlarmTime）不能为 0',
  en_us: 'Alarm {alarm} starts RELATIVE; its start time (OsAlarmAlarmTime) must not be 0',
};

/** A relative alarm start time is not 0. */
export const OS0034: OsCheck = {
  code: 'OS0034',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '相对报警器启动时间不能为 0',
    en_us: 'A relative alarm start time is not 0',
  },
  rationale:
    'SetRelAlarm with increment 0 is refused (E_OS_VALUE): an autostarted relative alarm with time 0 never starts.',
  source: 'AUTOSAR SWS_Os_00304 (SetRelAlarm increment 0); OSEK OS 2.2.3 §13.6.3.3',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const alarm of os.alarms) {
      for (const autostart of ctx.childrenOf(alarm, OS_PATHS.alarmAutostart)) {
        if (ctx.text(autostart, 'OsAlarmAutostartType') !== 'RELATIVE') continue;
        if (ctx.integer(autostart, 'OsAlarmAlarmTime') !== 0n) continue;
        rows.push(ctx.report(autostart, MESSAGE, { alarm: alarm.shortName }, 'OsAlarmAlarmTime'));
      }
    }
    return rows;
  },
};
