/**
 * Os.h: the OSEK/VDX 2.2.3 and AUTOSAR OS API the configuration tables are written against: status
 * codes, task states, the TASK/ISR/ALARMCALLBACK/Declare* macros, the services and the hooks.
 * It includes Os_Cfg.h last, so that object ids (plain names such as `Task_Init`) cannot clash
 * with the parameter names of the declarations.
 */
import type { OsViewModel } from '../view-model.js';
import { fileHeader, guarded } from './c-text.js';

export const OS_H = 'Os.h';

/** Identifiers Os.h declares (services, hooks, macros); an OS object may not take one of these names. */
export const OS_API_NAMES: readonly string[] = [
  'E_OK',
  'E_NOT_OK',
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
  'E_OS_SPINLOCK',
  'E_OS_INTERFERENCE_DEADLOCK',
  'E_OS_NESTING_DEADLOCK',
  'E_OS_CORE',
  'E_OS_SYS_NO_RESTART',
  'RUNNING',
  'WAITING',
  'READY',
  'SUSPENDED',
  'INVALID_TASK',
  'INVALID_ISR',
  'INVALID_SPINLOCK',
  'INVALID_OSAPPLICATION',
  'OS_NO_RESOURCE',
  'OS_NO_APPLICATION',
  'OS_NO_COUNTER',
  'OS_NO_CALLBACK',
  'SCHEDULETABLE_STOPPED',
  'SCHEDULETABLE_NEXT',
  'SCHEDULETABLE_WAITING',
  'SCHEDULETABLE_RUNNING',
  'SCHEDULETABLE_RUNNING_AND_SYNCHRONOUS',
  'PRO_IGNORE',
  'PRO_TERMINATETASKISR',
  'PRO_TERMINATEAPPL',
  'PRO_TERMINATEAPPL_RESTART',
  'PRO_SHUTDOWN',
  'TASK',
  'ISR',
  'ALARMCALLBACK',
  'DeclareTask',
  'DeclareResource',
  'DeclareEvent',
  'DeclareAlarm',
  'ActivateTask',
  'TerminateTask',
  'ChainTask',
  'Schedule',
  'GetTaskID',
  'GetTaskState',
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
  'StartOS',
  'ShutdownOS',
  'GetActiveApplicationMode',
  'EnableAllInterrupts',
  'DisableAllInterrupts',
  'ResumeAllInterrupts',
  'SuspendAllInterrupts',
  'ResumeOSInterrupts',
  'SuspendOSInterrupts',
  'GetISRID',
  'StartScheduleTableRel',
  'StartScheduleTableAbs',
  'StartScheduleTableSynchron',
  'StopScheduleTable',
  'NextScheduleTable',
  'SyncScheduleTable',
  'SetScheduleTableAsync',
  'GetScheduleTableStatus',
  'IncrementCounter',
  'GetCounterValue',
  'GetElapsedValue',
  'GetApplicationID',
  'GetCoreID',
  'GetNumberOfActivatedCores',
  'StartCore',
  'StartNonAutosarCore',
  'ShutdownAllCores',
  'GetSpinlock',
  'ReleaseSpinlock',
  'TryToGetSpinlock',
  'StartupHook',
  'ShutdownHook',
  'ErrorHook',
  'PreTaskHook',
  'PostTaskHook',
  'ProtectionHook',
  'OSDEFAULTAPPMODE_ID',
];

export function emitOsH(model: OsViewModel): string {
  const body = `#include "Os_Types.h"

/* ------------------------------------------------------------------ status codes */

#define E_OK ((StatusType)0U)
#ifndef E_NOT_OK
#define E_NOT_OK ((StatusType)1U)
#endif
#define E_OS_ACCESS ((StatusType)1U)
#define E_OS_CALLEVEL ((StatusType)2U)
#define E_OS_ID ((StatusType)3U)
#define E_OS_LIMIT ((StatusType)4U)
#define E_OS_NOFUNC ((StatusType)5U)
#define E_OS_RESOURCE ((StatusType)6U)
#define E_OS_STATE ((StatusType)7U)
#define E_OS_VALUE ((StatusType)8U)
#define E_OS_SERVICEID ((StatusType)9U)
#define E_OS_ILLEGAL_ADDRESS ((StatusType)10U)
#define E_OS_MISSINGEND ((StatusType)11U)
#define E_OS_DISABLEDINT ((StatusType)12U)
#define E_OS_STACKFAULT ((StatusType)13U)
#define E_OS_PARAM_POINTER ((StatusType)14U)
#define E_OS_PROTECTION_MEMORY ((StatusType)15U)
#define E_OS_PROTECTION_TIME ((StatusType)16U)
#define E_OS_PROTECTION_ARRIVAL ((StatusType)17U)
#define E_OS_PROTECTION_LOCKED ((StatusType)18U)
#define E_OS_PROTECTION_EXCEPTION ((StatusType)19U)
#define E_OS_SPINLOCK ((StatusType)20U)
#define E_OS_INTERFERENCE_DEADLOCK ((StatusType)21U)
#define E_OS_NESTING_DEADLOCK ((StatusType)22U)
#define E_OS_CORE ((StatusType)23U)
#define E_OS_SYS_NO_RESTART ((StatusType)24U)

/* ------------------------------------------------------------------ states and invalid ids */

#define SUSPENDED ((TaskStateType)0U)
#define READY ((TaskStateType)1U)
#define RUNNING ((TaskStateType)2U)
#define WAITING ((TaskStateType)3U)

#define INVALID_TASK ((TaskType)0xFFFFU)
#define INVALID_ISR ((ISRType)0xFFFFU)
#define INVALID_SPINLOCK ((SpinlockIdType)0U)
#define INVALID_OSAPPLICATION ((ApplicationType)0xFFU)
#define OS_NO_RESOURCE ((ResourceType)0xFFFFU)
#define OS_NO_APPLICATION INVALID_OSAPPLICATION
#define OS_NO_COUNTER ((CounterType)0xFFFFU)
#define OS_NO_CALLBACK ((Os_AlarmCallbackType)NULL)

#define SCHEDULETABLE_STOPPED ((ScheduleTableStatusType)0U)
#define SCHEDULETABLE_NEXT ((ScheduleTableStatusType)1U)
#define SCHEDULETABLE_WAITING ((ScheduleTableStatusType)2U)
#define SCHEDULETABLE_RUNNING ((ScheduleTableStatusType)3U)
#define SCHEDULETABLE_RUNNING_AND_SYNCHRONOUS ((ScheduleTableStatusType)4U)

#define PRO_IGNORE ((ProtectionReturnType)0U)
#define PRO_TERMINATETASKISR ((ProtectionReturnType)1U)
#define PRO_TERMINATEAPPL ((ProtectionReturnType)2U)
#define PRO_TERMINATEAPPL_RESTART ((ProtectionReturnType)3U)
#define PRO_SHUTDOWN ((ProtectionReturnType)4U)

/* ------------------------------------------------------------------ declarations of configured objects */

/** Defines (or, followed by ';', declares) the body of a task: TASK(Task_Init) { ... TerminateTask(); } */
#define TASK(TaskName) void Os_Task_##TaskName(void)
/** Defines (or declares) the body of an ISR: ISR(Isr_Can) { ... } */
#define ISR(IsrName) void Os_Isr_##IsrName(void)
/** Defines (or declares) an alarm callback routine. */
#define ALARMCALLBACK(CallbackName) void CallbackName(void)
#define DeclareTask(TaskName) TASK(TaskName)
#define DeclareResource(ResourceName) extern const Os_ResourceConfigType Os_ResourceConfig[]
#define DeclareEvent(EventName) extern const Os_TaskConfigType Os_TaskConfig[]
#define DeclareAlarm(AlarmName) extern const Os_AlarmConfigType Os_AlarmConfig[]

/* ------------------------------------------------------------------ task management */

extern StatusType ActivateTask(TaskType TaskID);
extern StatusType TerminateTask(void);
extern StatusType ChainTask(TaskType TaskID);
extern StatusType Schedule(void);
extern StatusType GetTaskID(TaskRefType TaskID);
extern StatusType GetTaskState(TaskType TaskID, TaskStateRefType State);

/* ------------------------------------------------------------------ interrupt handling */

extern void EnableAllInterrupts(void);
extern void DisableAllInterrupts(void);
extern void ResumeAllInterrupts(void);
extern void SuspendAllInterrupts(void);
extern void ResumeOSInterrupts(void);
extern void SuspendOSInterrupts(void);
extern ISRType GetISRID(void);

/* ------------------------------------------------------------------ resources and events */

extern StatusType GetResource(ResourceType ResID);
extern StatusType ReleaseResource(ResourceType ResID);
extern StatusType SetEvent(TaskType TaskID, EventMaskType Mask);
extern StatusType ClearEvent(EventMaskType Mask);
extern StatusType GetEvent(TaskType TaskID, EventMaskRefType Event);
extern StatusType WaitEvent(EventMaskType Mask);

/* ------------------------------------------------------------------ alarms and counters */

extern StatusType GetAlarmBase(AlarmType AlarmID, AlarmBaseRefType Info);
extern StatusType GetAlarm(AlarmType AlarmID, TickRefType Tick);
extern StatusType SetRelAlarm(AlarmType AlarmID, TickType increment, TickType cycle);
extern StatusType SetAbsAlarm(AlarmType AlarmID, TickType start, TickType cycle);
extern StatusType CancelAlarm(AlarmType AlarmID);
extern StatusType IncrementCounter(CounterType CounterID);
extern StatusType GetCounterValue(CounterType CounterID, TickRefType Value);
extern StatusType GetElapsedValue(CounterType CounterID, TickRefType Value, TickRefType ElapsedValue);

/* ------------------------------------------------------------------ schedule tables */

extern StatusType StartScheduleTableRel(ScheduleTableType ScheduleTableID, TickType Offset);
extern StatusType StartScheduleTableAbs(ScheduleTableType ScheduleTableID, TickType Start);
extern StatusType StartScheduleTableSynchron(ScheduleTableType ScheduleTableID);
extern StatusType StopScheduleTable(ScheduleTableType ScheduleTableID);
extern StatusType NextScheduleTable(ScheduleTableType ScheduleTableID_From, ScheduleTableType ScheduleTableID_To);
extern StatusType SyncScheduleTable(ScheduleTableType ScheduleTableID, TickType Value);
extern StatusType SetScheduleTableAsync(ScheduleTableType ScheduleTableID);
extern StatusType GetScheduleTableStatus(ScheduleTableType ScheduleTableID, ScheduleTableStatusRefType ScheduleStatus);

/* ------------------------------------------------------------------ operating system execution */

extern void StartOS(AppModeType Mode);
extern void ShutdownOS(StatusType Error);
extern AppModeType GetActiveApplicationMode(void);
extern ApplicationType GetApplicationID(void);

/* ------------------------------------------------------------------ multicore */

extern CoreIdType GetCoreID(void);
extern uint32_t GetNumberOfActivatedCores(void);
extern void StartCore(CoreIdType CoreID, StatusType *Status);
extern void StartNonAutosarCore(CoreIdType CoreID, StatusType *Status);
extern void ShutdownAllCores(StatusType Error);
extern StatusType GetSpinlock(SpinlockIdType SpinlockId);
extern StatusType ReleaseSpinlock(SpinlockIdType SpinlockId);
extern StatusType TryToGetSpinlock(SpinlockIdType SpinlockId, boolean *Success);

/* ------------------------------------------------------------------ hooks (written by the application) */

extern void StartupHook(void);
extern void ShutdownHook(StatusType Error);
extern void ErrorHook(StatusType Error);
extern void PreTaskHook(void);
extern void PostTaskHook(void);
extern ProtectionReturnType ProtectionHook(StatusType Fatalerror);

/* The configured objects: ids, counts and tables. */
#include "Os_Cfg.h"`;
  return `${fileHeader(OS_H, 'OSEK/AUTOSAR OS services, status codes and declaration macros.', model)}\n\n${guarded(OS_H, body)}`;
}
