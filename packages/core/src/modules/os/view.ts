/**
 * The Os view: the Os configuration as its checks, reference pickers and generator read it — the
 * objects of each kind, references resolved to containers, the OS application that owns each object
 * and the core each object runs on (object → application → EcucCoreDefinition). Computed once per
 * verification run (`ctx.view(OS_VIEW)`) or per stored snapshot (`viewOfSnapshot`), in one pass over
 * the Os containers; it reads the Os and the EcuC cores its applications point at.
 */
import type { ContainerValue } from '../../ecuc/store-types.js';
import type { ConfigurationReader } from '../../verify/types.js';
import { defineView } from '../../verify/views.js';
import { OS_PATHS } from './definition.js';

export { OS_PATHS };
export { RES_SCHEDULER } from './reserved-names.js';

/** Kinds of objects an OS application owns, with the application reference that names them. */
export const OWNED_KINDS = [
  { kind: 'OsTask', path: OS_PATHS.task, appRef: 'OsAppTaskRef', accessRef: 'OsTaskAccessingApplication' },
  { kind: 'OsIsr', path: OS_PATHS.isr, appRef: 'OsAppIsrRef', accessRef: undefined },
  {
    kind: 'OsAlarm',
    path: OS_PATHS.alarm,
    appRef: 'OsAppAlarmRef',
    accessRef: 'OsAlarmAccessingApplication',
  },
  {
    kind: 'OsCounter',
    path: OS_PATHS.counter,
    appRef: 'OsAppCounterRef',
    accessRef: 'OsCounterAccessingApplication',
  },
  {
    kind: 'OsScheduleTable',
    path: OS_PATHS.scheduleTable,
    appRef: 'OsAppScheduleTableRef',
    accessRef: 'OsSchTblAccessingApplication',
  },
  {
    kind: 'OsResource',
    path: OS_PATHS.resource,
    appRef: 'OsAppResourceRef',
    accessRef: 'OsResourceAccessingApplication',
  },
] as const;

/** A counter and the bounds of values relative to it. */
export interface CounterLimits {
  counter: ContainerValue;
  /** OsCounterMaxAllowedValue. */
  max: bigint;
  /** OsCounterMinCycle. */
  minCycle: bigint;
}

export class OsView {
  readonly os: ContainerValue | undefined;
  readonly appModes: readonly ContainerValue[];
  readonly tasks: readonly ContainerValue[];
  readonly isrs: readonly ContainerValue[];
  readonly events: readonly ContainerValue[];
  readonly resources: readonly ContainerValue[];
  readonly counters: readonly ContainerValue[];
  readonly alarms: readonly ContainerValue[];
  readonly scheduleTables: readonly ContainerValue[];
  readonly applications: readonly ContainerValue[];
  readonly peripheralAreas: readonly ContainerValue[];
  /** Object id → applications naming it in their OsApp...Ref lists. */
  private readonly owners = new Map<string, ContainerValue[]>();

  constructor(readonly reader: ConfigurationReader) {
    this.os = reader.containersOf(OS_PATHS.os)[0];
    this.appModes = reader.containersOf(OS_PATHS.appMode);
    this.tasks = reader.containersOf(OS_PATHS.task);
    this.isrs = reader.containersOf(OS_PATHS.isr);
    this.events = reader.containersOf(OS_PATHS.event);
    this.resources = reader.containersOf(OS_PATHS.resource);
    this.counters = reader.containersOf(OS_PATHS.counter);
    this.alarms = reader.containersOf(OS_PATHS.alarm);
    this.scheduleTables = reader.containersOf(OS_PATHS.scheduleTable);
    this.applications = reader.containersOf(OS_PATHS.application);
    this.peripheralAreas = reader.containersOf(OS_PATHS.peripheralArea);
    for (const application of this.applications) {
      for (const { appRef } of OWNED_KINDS) {
        for (const id of new Set(application.references[appRef] ?? [])) {
          const list = this.owners.get(id);
          if (list) list.push(application);
          else this.owners.set(id, [application]);
        }
      }
    }
  }

  /** `OSEK` or `AUTOSAR` (OsOS/OsType). */
  get osType(): string {
    return (this.os && this.reader.text(this.os, 'OsType')) ?? 'OSEK';
  }

  /** SC1..SC4 (OsOS/OsScalabilityClass). */
  get scalabilityClass(): string {
    return (this.os && this.reader.text(this.os, 'OsScalabilityClass')) ?? 'SC1';
  }

  /**
   * Whether the OS enforces service protection and access rights: scalability classes SC3 and SC4
   * (AUTOSAR SWS_Os table "Scalability classes"). Below SC3 an OS application groups objects (and
   * places them on a core) but keeps nothing from another one.
   */
  get hasServiceProtection(): boolean {
    return this.scalabilityClass === 'SC3' || this.scalabilityClass === 'SC4';
  }

  get numberOfCores(): bigint {
    return (this.os && this.reader.integer(this.os, 'OsNumberOfCores')) ?? 1n;
  }

  /** Existing target containers of a reference, in order, without repeats. */
  targets(container: ContainerValue, reference: string): ContainerValue[] {
    const found: ContainerValue[] = [];
    for (const id of new Set(container.references[reference] ?? [])) {
      const target = this.reader.container(id);
      if (target) found.push(target);
    }
    return found;
  }

  /** The first existing target of a reference. */
  target(container: ContainerValue, reference: string): ContainerValue | undefined {
    for (const id of container.references[reference] ?? []) {
      const target = this.reader.container(id);
      if (target) return target;
    }
    return undefined;
  }

  /** Applications that name the object in their OsApp...Ref lists. */
  ownersOf(object: ContainerValue): readonly ContainerValue[] {
    return this.owners.get(object.id) ?? [];
  }

  /** The application owning the object (the first, when several do). */
  applicationOf(object: ContainerValue): ContainerValue | undefined {
    return this.owners.get(object.id)?.[0];
  }

  /** Core id of an application: EcucCoreId of its OsApplicationCoreRef, core 0 when none is named. */
  coreOfApplication(application: ContainerValue): bigint {
    const core = this.target(application, 'OsApplicationCoreRef');
    return (core && this.reader.integer(core, 'EcucCoreId')) ?? 0n;
  }

  /** Core an object runs on: its application's core, core 0 without an application. */
  coreOf(object: ContainerValue): bigint {
    return this.assignedCoreOf(object) ?? 0n;
  }

  /** Core of the object's application; undefined for an object no application owns. */
  assignedCoreOf(object: ContainerValue): bigint | undefined {
    const application = this.applicationOf(object);
    return application ? this.coreOfApplication(application) : undefined;
  }

  /**
   * Whether `user` (an alarm or schedule table) may use `object` across applications: same owner,
   * no owner on either side, a trusted user application (trusted applications run with full
   * rights, as goil accepts), the user's application among the object's accessing applications
   * (`objectAccessRef`, AUTOSAR), or the object's application among the user's accessing
   * applications (`userAccessRef`, goil's reading of ACCESSING_APPLICATION).
   */
  mayAccess(
    user: ContainerValue,
    object: ContainerValue,
    objectAccessRef: string | undefined,
    userAccessRef: string,
  ): boolean {
    const userApplication = this.applicationOf(user);
    const objectApplication = this.applicationOf(object);
    if (!userApplication || !objectApplication || userApplication === objectApplication) return true;
    if (this.reader.flag(userApplication, 'OsTrusted') === true) return true;
    if (
      objectAccessRef !== undefined &&
      (object.references[objectAccessRef] ?? []).includes(userApplication.id)
    )
      return true;
    return (user.references[userAccessRef] ?? []).includes(objectApplication.id);
  }

  /** Events the task owns (OsTaskEventRef). */
  eventsOf(task: ContainerValue): ContainerValue[] {
    return this.targets(task, 'OsTaskEventRef');
  }

  /** An extended task owns events (AUTOSAR: a task with OsTaskEventRef is extended). */
  isExtended(task: ContainerValue): boolean {
    return this.eventsOf(task).length > 0;
  }

  /** Resources the object (task or ISR) references. */
  resourcesOf(object: ContainerValue): ContainerValue[] {
    return this.targets(
      object,
      object.definitionPath === OS_PATHS.isr ? 'OsIsrResourceRef' : 'OsTaskResourceRef',
    );
  }

  /** The chosen action of an alarm: its one OsAlarmAction child's chosen child. */
  alarmAction(alarm: ContainerValue): ContainerValue | undefined {
    const action = this.reader.childrenOf(alarm, OS_PATHS.alarmAction)[0];
    return action ? this.reader.childrenOf(action)[0] : undefined;
  }

  /** Expiry points of a schedule table, sorted by offset (unset offsets last). */
  expiryPointsByOffset(table: ContainerValue): { point: ContainerValue; offset: bigint | undefined }[] {
    return this.reader
      .childrenOf(table, OS_PATHS.expiryPoint)
      .map((point) => ({ point, offset: this.reader.integer(point, 'OsScheduleTblExpPointOffset') }))
      .sort((a, b) => compareOptional(a.offset, b.offset));
  }

  /** The counter a schedule table runs on, with its limits; undefined when any is missing. */
  tableCounter(table: ContainerValue): CounterLimits | undefined {
    const counter = this.target(table, 'OsScheduleTableCounterRef');
    if (!counter) return undefined;
    const max = this.reader.integer(counter, 'OsCounterMaxAllowedValue');
    const minCycle = this.reader.integer(counter, 'OsCounterMinCycle');
    if (max === undefined || minCycle === undefined) return undefined;
    return { counter, max, minCycle };
  }

  /** Resource property: STANDARD, LINKED or INTERNAL. */
  property(resource: ContainerValue): string {
    return this.reader.text(resource, 'OsResourceProperty') ?? 'STANDARD';
  }

  /** Numeric event mask, or undefined for AUTO, empty or unreadable masks. */
  eventMask(event: ContainerValue): bigint | undefined {
    const text = this.reader.text(event, 'OsEventMask');
    if (text === undefined || text.toUpperCase() === 'AUTO') return undefined;
    if (!/^(0[xX][0-9A-Fa-f]+|[0-9]+)$/.test(text)) return undefined;
    return BigInt(text);
  }
}

function compareOptional(a: bigint | undefined, b: bigint | undefined): number {
  if (a === undefined) return b === undefined ? 0 : 1;
  if (b === undefined) return -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Number of set bits of a non-negative mask. */
export function bitCount(mask: bigint): number {
  let count = 0;
  for (let rest = mask; rest > 0n; rest >>= 1n) if (rest & 1n) count += 1;
  return count;
}

/** The Os view of a run: `ctx.view(OS_VIEW)` in rules and target filters, `viewOfSnapshot` in generators. */
export const OS_VIEW = defineView({
  name: 'OsView',
  module: 'Os',
  reads: ['Os', 'EcuC'],
  compute: (reader) => new OsView(reader),
});
