/**
 * What the Os reference pickers offer: only objects that fit the container being edited, so that the
 * picker itself prevents what the OS checks would refuse (the checks still verify whatever is saved).
 */
import type { ContainerValue } from '../../ecuc/store-types.js';
import type { ReferenceTargetContext, ReferenceTargetFilter } from '../../ecuc/types.js';
import { OS_PATHS as P } from './definition.js';
import { OS_VIEW } from './view.js';

function firstTarget(
  ctx: ReferenceTargetContext,
  holder: ContainerValue,
  reference: string,
): ContainerValue | undefined {
  const id = holder.references[reference]?.[0];
  return id === undefined ? undefined : ctx.container(id);
}

/** The nearest container above `container` (itself included) that follows `definitionPath`. */
function ancestor(
  ctx: ReferenceTargetContext,
  container: ContainerValue,
  definitionPath: string,
): ContainerValue | undefined {
  let current: ContainerValue | undefined = container;
  while (current && current.definitionPath !== definitionPath) {
    current = current.parentId === null ? undefined : ctx.container(current.parentId);
  }
  return current;
}

/**
 * An alarm or schedule table uses objects on its own core (OS0009), as the Os view assigns cores;
 * objects no application owns fit anywhere.
 */
const sameCore: ReferenceTargetFilter = (candidate, ctx) => {
  const holder =
    ancestor(ctx, ctx.holder, P.alarm) ?? ancestor(ctx, ctx.holder, P.scheduleTable) ?? ctx.holder;
  const os = ctx.view(OS_VIEW);
  const mine = os.assignedCoreOf(holder);
  const theirs = os.assignedCoreOf(candidate);
  return mine === undefined || theirs === undefined || mine === theirs;
};

const isInternal = (ctx: ReferenceTargetContext, resource: ContainerValue) =>
  ctx.text(resource, 'OsResourceProperty') === 'INTERNAL';

/** Events set for a task are events the task owns (OS0010); any event while no task is chosen. */
function eventOfChosenTask(taskReference: string): ReferenceTargetFilter {
  return (candidate, ctx) => {
    const task = firstTarget(ctx, ctx.holder, taskReference);
    return !task || (task.references['OsTaskEventRef'] ?? []).includes(candidate.id);
  };
}

/** Only extended tasks owning the chosen event receive it (OS0010); any extended task while no event is chosen. */
function taskOwningChosenEvent(eventReference: string): ReferenceTargetFilter {
  return (candidate, ctx) => {
    const events = candidate.references['OsTaskEventRef'] ?? [];
    const event = ctx.holder.references[eventReference]?.[0];
    return events.length > 0 && (event === undefined || events.includes(event));
  };
}

/** A resource lock budget is about a resource the task or ISR uses. */
function resourceOfOwner(ownerPath: string, ownerReference: string): ReferenceTargetFilter {
  return (candidate, ctx) => {
    const owner = ancestor(ctx, ctx.holder, ownerPath);
    return !owner || (owner.references[ownerReference] ?? []).includes(candidate.id);
  };
}

/** The core a partition is on (EcucPartitionCoreRef), as a container id. */
const coreOfPartition = (partition: ContainerValue | undefined): string | undefined =>
  partition?.references['EcucPartitionCoreRef']?.[0];

/** The Os module's target filters, by reference definition path. */
export const osTargetFilters: Readonly<Record<string, ReferenceTargetFilter>> = {
  [`${P.alarm}/OsAlarmCounterRef`]: sameCore,
  [`${P.scheduleTable}/OsScheduleTableCounterRef`]: sameCore,
  // Only software counters are incremented by an alarm, and never the alarm's own counter (a loop).
  [`${P.alarmIncrementCounter}/OsAlarmIncrementCounterRef`]: (candidate, ctx) => {
    const alarm = ancestor(ctx, ctx.holder, P.alarm);
    const own = alarm?.references['OsAlarmCounterRef']?.[0];
    return (
      ctx.text(candidate, 'OsCounterType') === 'SOFTWARE' && candidate.id !== own && sameCore(candidate, ctx)
    );
  },
  [`${P.alarmActivateTask}/OsAlarmActivateTaskRef`]: sameCore,
  [`${P.alarmSetEvent}/OsAlarmSetEventRef`]: eventOfChosenTask('OsAlarmSetEventTaskRef'),
  [`${P.alarmSetEvent}/OsAlarmSetEventTaskRef`]: (candidate, ctx) =>
    taskOwningChosenEvent('OsAlarmSetEventRef')(candidate, ctx) && sameCore(candidate, ctx),
  [`${P.expiryEventSetting}/OsScheduleTableSetEventRef`]: eventOfChosenTask('OsScheduleTableSetEventTaskRef'),
  [`${P.expiryEventSetting}/OsScheduleTableSetEventTaskRef`]: (candidate, ctx) =>
    taskOwningChosenEvent('OsScheduleTableSetEventRef')(candidate, ctx) && sameCore(candidate, ctx),
  [`${P.expiryTaskActivation}/OsScheduleTableActivateTaskRef`]: sameCore,
  // An OS application's partition lies on the application's core (the workspace's cores and partitions).
  [`${P.application}/OsAppEcucPartitionRef`]: (candidate, ctx) => {
    const core = ctx.holder.references['OsApplicationCoreRef']?.[0];
    const partitionCore = coreOfPartition(candidate);
    return core === undefined || partitionCore === undefined || partitionCore === core;
  },
  [`${P.application}/OsApplicationCoreRef`]: (candidate, ctx) => {
    const partitionCore = coreOfPartition(firstTarget(ctx, ctx.holder, 'OsAppEcucPartitionRef'));
    return partitionCore === undefined || partitionCore === candidate.id;
  },
  // Internal resources belong to tasks only (OS0020), at most one per task (OS0019).
  [`${P.isr}/OsIsrResourceRef`]: (candidate, ctx) => !isInternal(ctx, candidate),
  [`${P.task}/OsTaskResourceRef`]: (candidate, ctx) => {
    if (!isInternal(ctx, candidate)) return true;
    const chosen = (ctx.holder.references['OsTaskResourceRef'] ?? [])
      .map((id) => ctx.container(id))
      .filter((resource): resource is ContainerValue => resource !== undefined);
    return !chosen.some((resource) => resource.id !== candidate.id && isInternal(ctx, resource));
  },
  [`${P.taskTimingProtection}/OsTaskResourceLock/OsTaskResourceLockResourceRef`]: resourceOfOwner(
    P.task,
    'OsTaskResourceRef',
  ),
  [`${P.isrTimingProtection}/OsIsrResourceLock/OsIsrResourceLockResourceRef`]: resourceOfOwner(
    P.isr,
    'OsIsrResourceRef',
  ),
  // A linked resource links to a standard or linked one (OS0022), never into a loop back to itself (OS0021).
  [`${P.resource}/OsResourceLinkedResourceRef`]: (candidate, ctx) => {
    if (isInternal(ctx, candidate)) return false;
    const seen = new Set<string>();
    for (
      let at: ContainerValue | undefined = candidate;
      at;
      at = firstTarget(ctx, at, 'OsResourceLinkedResourceRef')
    ) {
      if (at.id === ctx.holder.id || seen.has(at.id)) return false;
      seen.add(at.id);
    }
    return true;
  },
};
