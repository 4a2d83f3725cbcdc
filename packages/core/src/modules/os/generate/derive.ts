/**
 * Derive: what follows from the configured OS objects. Ids (configuration order), implied objects
 * (OSDEFAULTAPPMODE, RES_SCHEDULER), AUTO event masks, resource ceilings by the priority ceiling
 * protocol, internal resources, autostart masks, expiry points in offset order, object-to-core
 * assignment and the widths of TickType and EventMaskType. Pure: returns a new model.
 */
import {
  OS_DEFAULT_APPMODE,
  OS_DEFAULT_STACK_SIZE,
  RES_SCHEDULER,
  type OsViewAlarm,
  type OsViewCore,
  type OsViewEvent,
  type OsViewModel,
  type OsViewResource,
  type OsViewScheduleTable,
  type OsViewTask,
} from './view-model.js';

/** Largest number of event bits an EventMaskType can hold. */
export const MAX_EVENT_BITS = 64;

const MAX_32 = 0xffffffffn;

/** The mask of a set of application modes: bit `id` per mode; unknown names add nothing. */
function appModeMask(modes: readonly string[], ids: ReadonlyMap<string, number>): number {
  let mask = 0;
  for (const mode of modes) {
    const id = ids.get(mode);
    if (id !== undefined && id < 32) mask = (mask | (1 << id)) >>> 0;
  }
  return mask;
}

function indexByName<T extends { name: string }>(items: readonly T[]): Map<string, T> {
  const out = new Map<string, T>();
  for (const item of items) if (!out.has(item.name)) out.set(item.name, item);
  return out;
}

/**
 * AUTO event masks: each event gets the lowest single bit that no other event of a task owning it
 * already uses (events of different tasks may share bits). Configured masks are kept. An event
 * that finds no free bit gets mask 0 (validate reports it).
 */
export function assignEventMasks(events: readonly OsViewEvent[]): OsViewEvent[] {
  const usedByTask = new Map<string, bigint>();
  const used = (task: string): bigint => usedByTask.get(task) ?? 0n;
  const take = (tasks: readonly string[], mask: bigint): void => {
    for (const task of tasks) usedByTask.set(task, used(task) | mask);
  };
  const out = events.map((event) => ({ ...event, mask: event.configuredMask ?? 0n }));
  for (const event of out) if (event.configuredMask !== undefined) take(event.tasks, event.configuredMask);
  for (const event of out) {
    if (event.configuredMask !== undefined) continue;
    let busy = 0n;
    for (const task of event.tasks) busy |= used(task);
    for (let bit = 0; bit < MAX_EVENT_BITS; bit += 1) {
      const candidate = 1n << BigInt(bit);
      if ((busy & candidate) === 0n) {
        event.mask = candidate;
        break;
      }
    }
    take(event.tasks, event.mask);
  }
  return out;
}

/** The STANDARD resource a LINKED resource ends at (itself for the others); cycles end where they close. */
export function linkRoot(name: string, resources: ReadonlyMap<string, OsViewResource>): string {
  const seen = new Set<string>();
  let current = name;
  for (;;) {
    const resource = resources.get(current);
    if (!resource || resource.property !== 'LINKED' || resource.linkedResource === undefined) return current;
    if (seen.has(current)) return current;
    seen.add(current);
    current = resource.linkedResource;
  }
}

export function deriveOsModel(input: OsViewModel): OsViewModel {
  // ---- application modes
  const appModes = input.appModes.length
    ? input.appModes.map((m, id) => ({ ...m, id }))
    : [{ source: { path: `/Os/${OS_DEFAULT_APPMODE}` }, name: OS_DEFAULT_APPMODE, id: 0 }];
  const appModeIds = new Map(appModes.map((m) => [m.name, m.id]));
  const defaultAppMode =
    (appModes.find((m) => m.name === OS_DEFAULT_APPMODE) ?? appModes[0])?.name ?? OS_DEFAULT_APPMODE;

  // ---- applications and cores
  const applications = input.applications.map((a, id) => ({ ...a, id }));
  // Owners and application cores come from normalise (the Os view); an object no application owns runs on core 0.
  const coreOfApplication = new Map(applications.map((a) => [a.name, a.core ?? 0]));
  const coreOf = (application: string | undefined): number =>
    application === undefined ? 0 : (coreOfApplication.get(application) ?? 0);

  // ---- resources: implied RES_SCHEDULER, users, ceilings
  const configuredResources = input.resources.map((r) => ({ ...r, users: [] as string[] }));
  const hasScheduler = configuredResources.some((r) => r.name === RES_SCHEDULER);
  const tasksIn = input.tasks.map((t) => ({ ...t }));
  if (input.os.useResScheduler && !hasScheduler) {
    configuredResources.push({
      source: { path: `/Os/${RES_SCHEDULER}` },
      name: RES_SCHEDULER,
      property: 'STANDARD',
      linkedResource: undefined,
      implied: true,
      id: 0,
      ceilingPriority: 0,
      ceilingIsrPriority: 0,
      rootResource: RES_SCHEDULER,
      core: 0,
      users: [],
    });
  }
  const schedulerUsers = input.os.useResScheduler ? new Set(tasksIn.map((t) => t.name)) : new Set<string>();
  const resourceByName = indexByName(configuredResources);
  const resources: OsViewResource[] = configuredResources.map((r, id) => ({
    ...r,
    id,
    rootResource: linkRoot(r.name, resourceByName),
  }));
  const resourceIndex = indexByName(resources);
  const taskPriority = new Map<string, number>();
  for (const t of tasksIn) taskPriority.set(t.name, Math.max(taskPriority.get(t.name) ?? 0, t.priority));
  const ceilingOfRoot = new Map<string, number>();
  const isrCeilingOfRoot = new Map<string, number>();
  const usersOfRoot = new Map<string, Set<string>>();
  const addUser = (resource: string, user: string, priority: number, isr: boolean): void => {
    const root = resourceIndex.get(resource)?.rootResource ?? resource;
    if (isr) isrCeilingOfRoot.set(root, Math.max(isrCeilingOfRoot.get(root) ?? 0, priority));
    else ceilingOfRoot.set(root, Math.max(ceilingOfRoot.get(root) ?? 0, priority));
    const users = usersOfRoot.get(root) ?? new Set<string>();
    users.add(user);
    usersOfRoot.set(root, users);
  };
  for (const t of tasksIn) for (const r of t.resources) addUser(r, t.name, t.priority, false);
  // Every task may take RES_SCHEDULER: its ceiling is the highest task priority.
  for (const name of schedulerUsers) addUser(RES_SCHEDULER, name, taskPriority.get(name) ?? 0, false);
  for (const isr of input.isrs) for (const r of isr.resources) addUser(r, isr.name, isr.priority, true);
  for (const r of resources) {
    r.ceilingPriority = ceilingOfRoot.get(r.rootResource) ?? 0;
    r.ceilingIsrPriority = isrCeilingOfRoot.get(r.rootResource) ?? 0;
    r.users = [...(usersOfRoot.get(r.rootResource) ?? [])].sort();
  }

  // ---- events: owners, masks
  const eventOwners = new Map<string, string[]>();
  for (const t of tasksIn)
    for (const e of t.events) {
      const owners = eventOwners.get(e) ?? [];
      if (!owners.includes(t.name)) owners.push(t.name);
      eventOwners.set(e, owners);
    }
  const events = assignEventMasks(input.events.map((e) => ({ ...e, tasks: eventOwners.get(e.name) ?? [] })));
  const eventIndex = indexByName(events);

  // ---- tasks
  const tasks: OsViewTask[] = tasksIn.map((t, id) => {
    let eventMask = 0n;
    for (const e of t.events) eventMask |= eventIndex.get(e)?.mask ?? 0n;
    const internal = t.resources.find((r) => resourceIndex.get(r)?.property === 'INTERNAL');
    const internalCeiling = internal === undefined ? 0 : (resourceIndex.get(internal)?.ceilingPriority ?? 0);
    let resourceCeiling = t.priority;
    for (const r of t.resources) {
      const resource = resourceIndex.get(r);
      if (resource && resource.property !== 'INTERNAL')
        resourceCeiling = Math.max(resourceCeiling, resource.ceilingPriority);
    }
    return {
      ...t,
      id,
      core: coreOf(t.application),
      eventMask,
      internalResource: internal,
      runPriority: Math.max(t.priority, internalCeiling),
      resourceCeiling,
      autostartMask: appModeMask(t.autostartAppModes, appModeIds),
      stackBytes: t.stackSize ?? OS_DEFAULT_STACK_SIZE,
    };
  });
  const taskIndex = indexByName(tasks);

  const isrs = input.isrs.map((isr, id) => ({
    ...isr,
    id,
    core: coreOf(isr.application),
    stackBytes: isr.stackSize ?? OS_DEFAULT_STACK_SIZE,
  }));
  const counters = input.counters.map((c, id) => ({
    ...c,
    id,
    core: coreOf(c.application),
  }));
  const counterIndex = indexByName(counters);
  const alarms: OsViewAlarm[] = input.alarms.map((a, id) => ({
    ...a,
    id,
    core: a.application ? coreOf(a.application) : (counterIndex.get(a.counter)?.core ?? 0),
    autostartMask: a.autostart ? appModeMask(a.autostart.appModes, appModeIds) : 0,
  }));
  const scheduleTables: OsViewScheduleTable[] = input.scheduleTables.map((s, id) => ({
    ...s,
    id,
    core: s.application ? coreOf(s.application) : (counterIndex.get(s.counter)?.core ?? 0),
    autostartMask: s.autostart ? appModeMask(s.autostart.appModes, appModeIds) : 0,
    expiryPoints: s.expiryPoints
      .map((ep, order) => ({ ep, order }))
      .sort((a, b) => (a.ep.offset < b.ep.offset ? -1 : a.ep.offset > b.ep.offset ? 1 : a.order - b.order))
      .map(({ ep }) => ep),
  }));
  for (const r of resources) {
    const firstUser = r.users.map((u) => taskIndex.get(u)).find((t) => t !== undefined);
    r.core = firstUser?.core ?? 0;
  }
  const spinlocks = input.spinlocks.map((s, id) => ({ ...s, id }));

  // ---- cores
  const cores: OsViewCore[] = [];
  for (let id = 0; id < Math.max(1, input.os.numberOfCores); id += 1) {
    const on = <T extends { core: number; name: string }>(items: readonly T[]): string[] =>
      items.filter((i) => i.core === id).map((i) => i.name);
    cores.push({
      id,
      tasks: on(tasks),
      isrs: on(isrs),
      counters: on(counters),
      alarms: on(alarms),
      scheduleTables: on(scheduleTables),
      resources: on(resources),
    });
  }

  // ---- widths
  let wideTicks = false;
  const wide = (v: bigint): void => {
    if (v > MAX_32) wideTicks = true;
  };
  for (const c of counters) [c.maxAllowedValue, c.ticksPerBase, c.minCycle].forEach(wide);
  for (const a of alarms) if (a.autostart) [a.autostart.alarmTime, a.autostart.cycleTime].forEach(wide);
  for (const s of scheduleTables) {
    wide(s.duration);
    wide(s.explicitPrecision);
    if (s.autostart) wide(s.autostart.startValue);
    for (const ep of s.expiryPoints) [ep.offset, ep.maxLengthen, ep.maxShorten].forEach(wide);
  }
  const eventMaskBits = events.some((e) => e.mask > MAX_32) ? 64 : 32;

  return {
    ...input,
    os: { ...input.os, numberOfCores: Math.max(1, input.os.numberOfCores) },
    appModes,
    applications,
    tasks,
    isrs,
    events,
    resources,
    counters,
    alarms,
    scheduleTables,
    spinlocks,
    cores,
    tickBits: wideTicks ? 64 : 32,
    eventMaskBits,
    defaultAppMode,
  };
}
