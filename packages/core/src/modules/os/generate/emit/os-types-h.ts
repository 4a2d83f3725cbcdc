/**
 * Os_Types.h: the OSEK/AUTOSAR OS types (TaskType, EventMaskType, TickType, AlarmBaseType...) and
 * the structs of the configuration tables Os_Cfg.c fills. Widths follow the configuration:
 * TickType and EventMaskType become 64-bit when a value needs it.
 */
import type { OsViewModel } from '../view-model.js';
import { fileHeader, guarded } from './c-text.js';

export const OS_TYPES_H = 'Os_Types.h';

/** Member names of the table structs; an OS object may not take one of these names (see validate). */
export const TABLE_MEMBER_NAMES: readonly string[] = [
  'name',
  'entry',
  'priority',
  'runPriority',
  'resourceCeiling',
  'activationLimit',
  'preemptable',
  'extended',
  'stackSize',
  'stackArea',
  'autostartModes',
  'eventMask',
  'internalResource',
  'core',
  'application',
  'category',
  'interruptSource',
  'property',
  'ceilingPriority',
  'ceilingIsrPriority',
  'linkedResource',
  'base',
  'maxallowedvalue',
  'ticksperbase',
  'mincycle',
  'counterType',
  'counter',
  'actionKind',
  'task',
  'event',
  'callback',
  'incrementCounter',
  'autostart',
  'autostartType',
  'alarmTime',
  'cycleTime',
  'mask',
  'offset',
  'taskCount',
  'tasks',
  'eventCount',
  'events',
  'maxLengthen',
  'maxShorten',
  'duration',
  'repeating',
  'startValue',
  'syncStrategy',
  'explicitPrecision',
  'expiryPointCount',
  'expiryPoints',
  'trusted',
  'restartTask',
  'successor',
  'lockMethod',
  'isrCount',
  'isrs',
  'counterCount',
  'counters',
  'alarmCount',
  'alarms',
  'scheduleTableCount',
  'scheduleTables',
  'startupHook',
  'shutdownHook',
  'errorHook',
  'preTaskHook',
  'postTaskHook',
  'protectionHook',
];

/** Type names Os_Types.h declares. */
export const OS_TYPE_NAMES: readonly string[] = [
  'boolean',
  'StatusType',
  'TaskType',
  'TaskRefType',
  'TaskStateType',
  'TaskStateRefType',
  'EventMaskType',
  'EventMaskRefType',
  'ResourceType',
  'TickType',
  'TickRefType',
  'AlarmBaseType',
  'AlarmBaseRefType',
  'AlarmType',
  'CounterType',
  'ScheduleTableType',
  'ScheduleTableStatusType',
  'ScheduleTableStatusRefType',
  'ISRType',
  'AppModeType',
  'ApplicationType',
  'CoreIdType',
  'SpinlockIdType',
  'OSServiceIdType',
  'ProtectionReturnType',
  'Os_PriorityType',
  'Os_AppModeMaskType',
  'Os_StackWordType',
  'Os_TaskEntryType',
  'Os_IsrEntryType',
  'Os_AlarmCallbackType',
  'Os_TaskConfigType',
  'Os_IsrConfigType',
  'Os_ResourceConfigType',
  'Os_CounterConfigType',
  'Os_AlarmConfigType',
  'Os_EventSettingConfigType',
  'Os_ExpiryPointConfigType',
  'Os_ScheduleTableConfigType',
  'Os_ApplicationConfigType',
  'Os_SpinlockConfigType',
  'Os_AppModeConfigType',
  'Os_CoreConfigType',
  'Os_HookConfigType',
  'TRUE',
  'FALSE',
];

export function emitOsTypesH(model: OsViewModel): string {
  const tick = model.tickBits === 64 ? 'uint64_t' : 'uint32_t';
  const eventMask = model.eventMaskBits === 64 ? 'uint64_t' : 'uint32_t';
  const body = `#include <stddef.h>
#include <stdint.h>

/* ------------------------------------------------------------------ basic types */

#ifndef TRUE
#define TRUE 1U
#endif
#ifndef FALSE
#define FALSE 0U
#endif
typedef uint8_t boolean;

/** Result of every OS service: E_OK or an E_OS_* code (Os.h). */
typedef uint8_t StatusType;

typedef uint16_t TaskType;
typedef TaskType *TaskRefType;
typedef uint8_t TaskStateType;
typedef TaskStateType *TaskStateRefType;

/** ${model.eventMaskBits} event bits per extended task. */
typedef ${eventMask} EventMaskType;
typedef EventMaskType *EventMaskRefType;

typedef uint16_t ResourceType;

/** Counter ticks (${model.tickBits}-bit: the widest configured counter value fits). */
typedef ${tick} TickType;
typedef TickType *TickRefType;

/** The constants of a counter (OSEK GetAlarmBase). */
typedef struct {
  TickType maxallowedvalue;
  TickType ticksperbase;
  TickType mincycle;
} AlarmBaseType;
typedef AlarmBaseType *AlarmBaseRefType;

typedef uint16_t AlarmType;
typedef uint16_t CounterType;
typedef uint16_t ScheduleTableType;
typedef uint8_t ScheduleTableStatusType;
typedef ScheduleTableStatusType *ScheduleTableStatusRefType;
typedef uint16_t ISRType;
typedef uint32_t AppModeType;
typedef uint8_t ApplicationType;
typedef uint8_t CoreIdType;
typedef uint16_t SpinlockIdType;
typedef uint8_t OSServiceIdType;
typedef uint8_t ProtectionReturnType;

/** Task and ISR priority: a higher number is a higher priority. */
typedef uint32_t Os_PriorityType;
/** One bit per application mode (bit n = AppModeType n). */
typedef uint32_t Os_AppModeMaskType;
/** Stacks are arrays of words, so that they are word aligned. */
typedef uint32_t Os_StackWordType;

typedef void (*Os_TaskEntryType)(void);
typedef void (*Os_IsrEntryType)(void);
typedef void (*Os_AlarmCallbackType)(void);

/* ------------------------------------------------------------------ table entries */

/** One task (Os_TaskConfig[TaskType]). */
typedef struct {
  const char *name;
  Os_TaskEntryType entry;
  Os_PriorityType priority;
  /** Priority while running: raised to the ceiling of the task's internal resource. */
  Os_PriorityType runPriority;
  /** Highest ceiling of the resources the task may get (priority ceiling protocol). */
  Os_PriorityType resourceCeiling;
  uint16_t activationLimit;
  boolean preemptable;
  /** TRUE for an extended task (one that owns events). */
  boolean extended;
  uint32_t stackSize;
  Os_StackWordType *stackArea;
  Os_AppModeMaskType autostartModes;
  EventMaskType eventMask;
  /** OS_NO_RESOURCE when the task has no internal resource. */
  ResourceType internalResource;
  CoreIdType core;
  /** OS_NO_APPLICATION without OS applications. */
  ApplicationType application;
} Os_TaskConfigType;

#define OS_ISR_CATEGORY_1 1U
#define OS_ISR_CATEGORY_2 2U

/** One interrupt service routine (Os_IsrConfig[ISRType]). */
typedef struct {
  const char *name;
  Os_IsrEntryType entry;
  uint8_t category;
  Os_PriorityType priority;
  uint32_t stackSize;
  const char *interruptSource;
  CoreIdType core;
  ApplicationType application;
} Os_IsrConfigType;

#define OS_RESOURCE_STANDARD 0U
#define OS_RESOURCE_LINKED 1U
#define OS_RESOURCE_INTERNAL 2U

/** One resource (Os_ResourceConfig[ResourceType]). */
typedef struct {
  const char *name;
  uint8_t property;
  /** Highest priority of the tasks that use the resource (or its linked group). */
  Os_PriorityType ceilingPriority;
  /** Highest priority of the ISRs that use it; 0 when no ISR does. */
  Os_PriorityType ceilingIsrPriority;
  /** For a linked resource: the standard resource it stands for; the resource itself otherwise. */
  ResourceType linkedResource;
  CoreIdType core;
} Os_ResourceConfigType;

#define OS_COUNTER_HARDWARE 0U
#define OS_COUNTER_SOFTWARE 1U

/** One counter (Os_CounterConfig[CounterType]). */
typedef struct {
  const char *name;
  AlarmBaseType base;
  uint8_t counterType;
  CoreIdType core;
  ApplicationType application;
} Os_CounterConfigType;

#define OS_ALARM_ACTION_ACTIVATETASK 0U
#define OS_ALARM_ACTION_SETEVENT 1U
#define OS_ALARM_ACTION_ALARMCALLBACK 2U
#define OS_ALARM_ACTION_INCREMENTCOUNTER 3U

#define OS_AUTOSTART_NONE 0U
#define OS_AUTOSTART_ABSOLUTE 1U
#define OS_AUTOSTART_RELATIVE 2U
#define OS_AUTOSTART_SYNCHRON 3U

/** One alarm (Os_AlarmConfig[AlarmType]); unused action fields hold OS_NO_* values. */
typedef struct {
  const char *name;
  CounterType counter;
  uint8_t actionKind;
  TaskType task;
  EventMaskType event;
  Os_AlarmCallbackType callback;
  CounterType incrementCounter;
  boolean autostart;
  uint8_t autostartType;
  TickType alarmTime;
  TickType cycleTime;
  Os_AppModeMaskType autostartModes;
  CoreIdType core;
  ApplicationType application;
} Os_AlarmConfigType;

/** An event set by an expiry point. */
typedef struct {
  TaskType task;
  EventMaskType mask;
} Os_EventSettingConfigType;

/** One expiry point of a schedule table, in offset order. */
typedef struct {
  TickType offset;
  uint16_t taskCount;
  const TaskType *tasks;
  uint16_t eventCount;
  const Os_EventSettingConfigType *events;
  TickType maxLengthen;
  TickType maxShorten;
} Os_ExpiryPointConfigType;

#define OS_SYNC_NONE 0U
#define OS_SYNC_EXPLICIT 1U
#define OS_SYNC_IMPLICIT 2U

/** One schedule table (Os_ScheduleTableConfig[ScheduleTableType]). */
typedef struct {
  const char *name;
  CounterType counter;
  TickType duration;
  boolean repeating;
  uint8_t autostartType;
  TickType startValue;
  Os_AppModeMaskType autostartModes;
  uint8_t syncStrategy;
  TickType explicitPrecision;
  uint16_t expiryPointCount;
  const Os_ExpiryPointConfigType *expiryPoints;
  CoreIdType core;
  ApplicationType application;
} Os_ScheduleTableConfigType;

/** One OS application (Os_ApplicationConfig[ApplicationType]). */
typedef struct {
  const char *name;
  boolean trusted;
  CoreIdType core;
  /** INVALID_TASK when none. */
  TaskType restartTask;
} Os_ApplicationConfigType;

/** One spinlock (Os_SpinlockConfig[SpinlockIdType - 1]). */
typedef struct {
  const char *name;
  /** INVALID_SPINLOCK when none. */
  SpinlockIdType successor;
  const char *lockMethod;
} Os_SpinlockConfigType;

/** One application mode (Os_AppModeConfig[AppModeType]). */
typedef struct {
  const char *name;
} Os_AppModeConfigType;

/** The objects one core runs (Os_CoreConfig[CoreIdType]); lists are NULL when empty. */
typedef struct {
  uint16_t taskCount;
  const TaskType *tasks;
  uint16_t isrCount;
  const ISRType *isrs;
  uint16_t counterCount;
  const CounterType *counters;
  uint16_t alarmCount;
  const AlarmType *alarms;
  uint16_t scheduleTableCount;
  const ScheduleTableType *scheduleTables;
} Os_CoreConfigType;

/** The hook routines the configuration switches on (NULL when off). */
typedef struct {
  void (*startupHook)(void);
  void (*shutdownHook)(StatusType Error);
  void (*errorHook)(StatusType Error);
  void (*preTaskHook)(void);
  void (*postTaskHook)(void);
  ProtectionReturnType (*protectionHook)(StatusType Fatalerror);
} Os_HookConfigType;`;
  return `${fileHeader(OS_TYPES_H, 'Types of the OS API and of the configuration tables.', model)}\n\n${guarded(OS_TYPES_H, body)}`;
}
