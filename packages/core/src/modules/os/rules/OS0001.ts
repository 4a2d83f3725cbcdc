import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS } from '../definition.js';
import { isReservedOsName } from '../reserved-names.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '{kind} {name} 的名称是 OS 保留的标识符，请改用其他名称',
  en_us: 'The name of {kind} {name} is an identifier the OS reserves; choose another name',
};

/** Kinds whose short names become identifiers of the generated OS headers. */
const NAMED_KINDS: readonly { kind: string; path: string }[] = [
  { kind: 'OsAppMode', path: OS_PATHS.appMode },
  { kind: 'OsTask', path: OS_PATHS.task },
  { kind: 'OsIsr', path: OS_PATHS.isr },
  { kind: 'OsEvent', path: OS_PATHS.event },
  { kind: 'OsResource', path: OS_PATHS.resource },
  { kind: 'OsCounter', path: OS_PATHS.counter },
  { kind: 'OsAlarm', path: OS_PATHS.alarm },
  { kind: 'OsScheduleTable', path: OS_PATHS.scheduleTable },
  { kind: 'OsApplication', path: OS_PATHS.application },
  { kind: 'OsSpinlock', path: OS_PATHS.spinlock },
];

/** OS object names must not redefine identifiers of the OS itself. */
export const OS0001: OsCheck = {
  code: 'OS0001',
  severity: 'error',
  description: {
    zh_cn: 'OS 对象名称不能使用 OS 保留标识符',
    en_us: 'OS object names are not identifiers the OS reserves',
  },
  rationale:
    'Task, event, alarm... names (and alarm callback function names) become C identifiers of the generated Os_Cfg.h beside the OS’s own constants, status values and services; a name such as E_OK, INVALID_TASK, ActivateTask or DeclareTask redefines them and the build fails. The list (reserved-names.ts) is the one the generator validates against: C keywords, the OS API of Os.h and Os_Types.h, the table member names and the macros Os_Cfg.h writes. OSDEFAULTAPPMODE is allowed for an application mode and RES_SCHEDULER for a resource.',
  source:
    'OSEK OS 2.2.3 §13 (system services, constants, error codes); AUTOSAR SWS_Os chapter 8; spec §5 (system keywords)',
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const { kind, path } of NAMED_KINDS) {
      for (const object of ctx.containersOf(path)) {
        if (!isReservedOsName(object.shortName, kind)) continue;
        rows.push(ctx.report(object, MESSAGE, { kind, name: object.shortName }));
      }
    }
    // An alarm callback is a C function the generated tables name: the same reserved names apply.
    for (const callback of ctx.containersOf(OS_PATHS.alarmCallback)) {
      const name = ctx.text(callback, 'OsAlarmCallbackName');
      if (name === undefined || !isReservedOsName(name)) continue;
      rows.push(ctx.report(callback, MESSAGE, { kind: 'OsAlarmCallbackName', name }, 'OsAlarmCallbackName'));
    }
    return rows;
  },
};
