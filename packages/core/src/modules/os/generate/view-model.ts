/**
 * The OS view model: the Os module's configuration resolved into plain objects that the C emitters
 * read. `normalise` fills what the containers say (names instead of container ids, numbers instead of
 * texts); `derive` fills what follows from it (ids, AUTO event masks, resource ceilings, autostart
 * masks, per-core lists). Every object keeps the container it came from, so that a finding of the
 * generator can point at it.
 */

/** Where an object of the view model comes from: the stored container (absent for implied objects). */
export interface OsSource {
  containerId?: string;
  /** Short-name path, e.g. `/Os/Task_Init`. */
  path: string;
}

export type OsStatus = 'STANDARD' | 'EXTENDED';
export type OsTaskSchedule = 'FULL' | 'NON';
export type OsIsrCategory = 1 | 2;
export type OsResourceProperty = 'STANDARD' | 'LINKED' | 'INTERNAL';
export type OsCounterType = 'HARDWARE' | 'SOFTWARE';
export type OsAutostartType = 'ABSOLUTE' | 'RELATIVE';
export type OsScheduleTableAutostartType = 'ABSOLUTE' | 'RELATIVE' | 'SYNCHRON';
export type OsSyncStrategy = 'NONE' | 'EXPLICIT' | 'IMPLICIT';

export interface OsHooks {
  startup: boolean;
  shutdown: boolean;
  error: boolean;
  preTask: boolean;
  postTask: boolean;
  protection: boolean;
}

export interface OsViewOs {
  source: OsSource;
  name: string;
  status: OsStatus;
  /** 1..4, or undefined when not configured. */
  scalabilityClass: number | undefined;
  useResScheduler: boolean;
  useGetServiceId: boolean;
  useParameterAccess: boolean;
  stackMonitoring: boolean;
  hooks: OsHooks;
  /** Cores the OS runs on (at least 1). */
  numberOfCores: number;
}

export interface OsViewAppMode {
  source: OsSource;
  name: string;
  /** Derived: index; the mode's bit in autostart masks is `1 << id`. */
  id: number;
}

export interface OsViewTask {
  source: OsSource;
  name: string;
  /** Higher number, higher priority (OSEK). */
  priority: number;
  activation: number;
  schedule: OsTaskSchedule;
  /** Bytes; undefined takes the OS default. */
  stackSize: number | undefined;
  autostartAppModes: string[];
  events: string[];
  resources: string[];
  /** The OS application owning the task (undefined without applications). */
  application: string | undefined;
  // ---- derived
  id: number;
  core: number;
  /** OR of the masks of `events` (0 for a basic task). */
  eventMask: bigint;
  /** The task's internal resource, if any. */
  internalResource: string | undefined;
  /** Priority while running: the internal resource's ceiling when higher than `priority`. */
  runPriority: number;
  /** Highest ceiling of the standard and linked resources the task may take (`priority` when none). */
  resourceCeiling: number;
  autostartMask: number;
  /** Resolved stack size in bytes. */
  stackBytes: number;
}

export interface OsViewIsr {
  source: OsSource;
  name: string;
  category: OsIsrCategory;
  priority: number;
  stackSize: number | undefined;
  resources: string[];
  /** Interrupt source / vector name when configured. */
  interruptSource: string | undefined;
  application: string | undefined;
  // ---- derived
  id: number;
  core: number;
  stackBytes: number;
}

export interface OsViewEvent {
  source: OsSource;
  name: string;
  /** Configured mask; undefined means AUTO. */
  configuredMask: bigint | undefined;
  // ---- derived
  mask: bigint;
  /** Tasks that own (may wait for) the event. */
  tasks: string[];
}

export interface OsViewResource {
  source: OsSource;
  name: string;
  property: OsResourceProperty;
  /** For LINKED: the resource linked to. */
  linkedResource: string | undefined;
  /** Implied by the OS (RES_SCHEDULER), not configured. */
  implied: boolean;
  // ---- derived
  id: number;
  /** Priority ceiling (task priority space): the highest priority of the tasks using the resource. */
  ceilingPriority: number;
  /** Highest priority of the category 2 ISRs using it, 0 when no ISR does. */
  ceilingIsrPriority: number;
  /** For LINKED: the STANDARD resource at the end of the chain. */
  rootResource: string;
  core: number;
  users: string[];
}

export interface OsViewCounter {
  source: OsSource;
  name: string;
  maxAllowedValue: bigint;
  ticksPerBase: bigint;
  minCycle: bigint;
  type: OsCounterType;
  /** Seconds per tick when configured. */
  secondsPerTick: number | undefined;
  application: string | undefined;
  // ---- derived
  id: number;
  core: number;
}

export type OsAlarmAction =
  | { kind: 'ACTIVATETASK'; task: string }
  | { kind: 'SETEVENT'; task: string; event: string }
  | { kind: 'ALARMCALLBACK'; callback: string }
  | { kind: 'INCREMENTCOUNTER'; counter: string };

export interface OsViewAlarmAutostart {
  type: OsAutostartType;
  alarmTime: bigint;
  cycleTime: bigint;
  appModes: string[];
}

export interface OsViewAlarm {
  source: OsSource;
  name: string;
  counter: string;
  action: OsAlarmAction;
  autostart: OsViewAlarmAutostart | undefined;
  application: string | undefined;
  // ---- derived
  id: number;
  core: number;
  autostartMask: number;
}

export interface OsViewEventSetting {
  task: string;
  event: string;
}

export interface OsViewExpiryPoint {
  source: OsSource;
  name: string;
  offset: bigint;
  taskActivations: string[];
  eventSettings: OsViewEventSetting[];
  maxLengthen: bigint;
  maxShorten: bigint;
}

export interface OsViewScheduleTable {
  source: OsSource;
  name: string;
  counter: string;
  duration: bigint;
  repeating: boolean;
  autostart: { type: OsScheduleTableAutostartType; startValue: bigint; appModes: string[] } | undefined;
  syncStrategy: OsSyncStrategy;
  explicitPrecision: bigint;
  /** Sorted by offset in derive. */
  expiryPoints: OsViewExpiryPoint[];
  application: string | undefined;
  // ---- derived
  id: number;
  core: number;
  autostartMask: number;
}

export interface OsViewApplication {
  source: OsSource;
  name: string;
  trusted: boolean;
  /** Configured core; undefined means core 0. */
  core: number | undefined;
  restartTask: string | undefined;
  /** Objects named by the application itself (its OsAppTaskRef, OsAppIsrRef... lists). */
  tasks: string[];
  isrs: string[];
  alarms: string[];
  counters: string[];
  scheduleTables: string[];
  // ---- derived
  id: number;
}

export interface OsViewSpinlock {
  source: OsSource;
  name: string;
  successor: string | undefined;
  lockMethod: string;
  // ---- derived
  id: number;
}

export interface OsViewCore {
  id: number;
  tasks: string[];
  isrs: string[];
  counters: string[];
  alarms: string[];
  scheduleTables: string[];
  resources: string[];
}

export interface OsViewModel {
  /** The project's name and chip, for the file headers. */
  projectName: string;
  chip: string;
  os: OsViewOs;
  appModes: OsViewAppMode[];
  tasks: OsViewTask[];
  isrs: OsViewIsr[];
  events: OsViewEvent[];
  resources: OsViewResource[];
  counters: OsViewCounter[];
  alarms: OsViewAlarm[];
  scheduleTables: OsViewScheduleTable[];
  applications: OsViewApplication[];
  spinlocks: OsViewSpinlock[];
  // ---- derived
  cores: OsViewCore[];
  /** Width of TickType: 64 when a tick value does not fit 32 bits. */
  tickBits: 32 | 64;
  /** Width of EventMaskType. */
  eventMaskBits: 32 | 64;
  /** Name of the default application mode (OSDEFAULTAPPMODE maps to it). */
  defaultAppMode: string;
}

/** Stack size of tasks and ISRs that configure none, in bytes. */
export const OS_DEFAULT_STACK_SIZE = 1024;

/** The scheduler resource every OSEK OS offers when `useResScheduler` is set. */
export const RES_SCHEDULER = 'RES_SCHEDULER';

/** Name of the application mode the OS starts in when the configuration names none. */
export const OS_DEFAULT_APPMODE = 'OSDEFAULTAPPMODE';
