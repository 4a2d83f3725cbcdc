import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OsConfiguration, RES_SCHEDULER } from './os-configuration.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '{kind} {name} 的名称是 OS 保留的标识符，请改用其他名称',
  en_us: 'The name of {kind} {name} is an identifier the OS reserves; choose another name',
};

/** Identifiers the OSEK/AUTOSAR OS headers define (constants, status values, services). */
export const OS_RESERVED_NAMES: ReadonlySet<string> = new Set([
  'INVALID_TASK',
  'INVALID_ISR',
  'INVALID_OSAPPLICATION',
  'INVALID_SPINLOCK',
  'OSDEFAULTAPPMODE',
  RES_SCHEDULER,
  'OSMAXALLOWEDVALUE',
  'OSTICKSPERBASE',
  'OSMINCYCLE',
  'OSTICKDURATION',
  'OS_CORE_ID_MASTER',
  'RUNNING',
  'WAITING',
  'READY',
  'SUSPENDED',
  'E_OK',
  'E_OS_ACCESS',
  'E_OS_CALLEVEL',
  'E_OS_ID',
  'E_OS_LIMIT',
  'E_OS_NOFUNC',
  'E_OS_RESOURCE',
  'E_OS_STATE',
  'E_OS_VALUE',
  'E_OS_SERVICEID',
  'E_OS_ILLEGAL_ADDRESS',
  'E_OS_MISSINGEND',
  'E_OS_DISABLEDINT',
  'E_OS_STACKFAULT',
  'E_OS_PARAM_POINTER',
  'E_OS_PROTECTION_MEMORY',
  'E_OS_PROTECTION_TIME',
  'E_OS_PROTECTION_ARRIVAL',
  'E_OS_PROTECTION_LOCKED',
  'E_OS_PROTECTION_EXCEPTION',
  'E_OS_CORE',
  'E_OS_SPINLOCK',
  'E_OS_INTERFERENCE_DEADLOCK',
  'E_OS_NESTING_DEADLOCK',
  'ActivateTask',
  'TerminateTask',
  'ChainTask',
  'Schedule',
  'GetTaskID',
  'GetTaskState',
  'EnableAllInterrupts',
  'DisableAllInterrupts',
  'ResumeAllInterrupts',
  'SuspendAllInterrupts',
  'ResumeOSInterrupts',
  'SuspendOSInterrupts',
  'GetResource',
  'ReleaseResource',
  'SetEvent',
  'ClearEvent',
  'GetEvent',
  'WaitEvent',
  'GetAlarmBase',
  'GetAlarm',
  'SetRelAlarm',
  'SetAbsAlarm',
  'CancelAlarm',
  'GetActiveApplicationMode',
  'StartOS',
  'ShutdownOS',
  'IncrementCounter',
  'GetCounterValue',
  'GetElapsedValue',
  'StartScheduleTableRel',
  'StartScheduleTableAbs',
  'StopScheduleTable',
  'NextScheduleTable',
  'GetScheduleTableStatus',
  'GetApplicationID',
  'GetISRID',
  'GetCoreID',
  'StartCore',
  'GetSpinlock',
  'ReleaseSpinlock',
  'ErrorHook',
  'StartupHook',
  'ShutdownHook',
  'PreTaskHook',
  'PostTaskHook',
  'ProtectionHook',
]);

/** Kinds whose short names become identifiers of the generated OS headers. */
const NAMED_KINDS: readonly { kind: string; path: string; allowed?: string }[] = [
  { kind: 'OsAppMode', path: OS_PATHS.appMode, allowed: 'OSDEFAULTAPPMODE' },
  { kind: 'OsTask', path: OS_PATHS.task },
  { kind: 'OsIsr', path: OS_PATHS.isr },
  { kind: 'OsEvent', path: OS_PATHS.event },
  { kind: 'OsResource', path: OS_PATHS.resource, allowed: RES_SCHEDULER },
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
    'Task, event, alarm... names become C identifiers of the generated Os_Cfg.h beside the OS’s own constants, status values and services; a name such as E_OK, INVALID_TASK or ActivateTask redefines them and the build fails. OSDEFAULTAPPMODE is allowed for an application mode and RES_SCHEDULER for a resource.',
  source:
    'OSEK OS 2.2.3 §13 (system services, constants, error codes); AUTOSAR SWS_Os chapter 8; spec §5 (system keywords)',
  check(ctx) {
    const os = new OsConfiguration(ctx);
    const rows: VerifyRow[] = [];
    for (const { kind, path, allowed } of NAMED_KINDS) {
      for (const object of os.ctx.containersOf(path)) {
        if (object.shortName === allowed || !OS_RESERVED_NAMES.has(object.shortName)) continue;
        rows.push(ctx.report(object, MESSAGE, { kind, name: object.shortName }));
      }
    }
    return rows;
  },
};
