import { and, eq, inArray } from 'drizzle-orm';
import type { ModuleDef } from '@ecuc/core/ecuc';
import { containers, projectModules, projects } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { BusinessCode } from '@ecuc/core/api';
import { fail, type Answer } from '../http/envelope.js';
import { message } from '../http/messages.js';
import type { Services } from '../services.js';
import { definitionsFor } from './definitions.js';
import {
  configurationFingerprint,
  insertContainerRows,
  loadSnapshotForWork,
  updateContainerRows,
} from './store.js';
import type { PreparedChangeSet } from './change-rows.js';
import type { SnapshotInMessage } from '../work/snapshot.js';

/**
 * Writes a change set inside the caller's transaction: the modules it replaces lose their containers and
 * are switched on again at their definition's version, modules of created containers are switched on,
 * updated rows get their new values and a new version, created rows are inserted (parents first).
 */
export async function applyContainerChangeSet(
  tx: Database,
  projectId: number,
  changes: PreparedChangeSet,
  context: {
    definitions: readonly ModuleDef[];
    userId: number;
    now: Date;
    /** Module instances to switch on besides those of created containers (with their definition version). */
    enable?: readonly { module: string; instanceId: number; definitionVersion: number }[];
  },
): Promise<void> {
  const versionOf = (module: string): number =>
    context.definitions.find((d) => d.name === module)?.version ?? 1;
  for (const module of changes.replaceModules) {
    await tx
      .delete(containers)
      .where(and(eq(containers.projectId, projectId), eq(containers.module, module)));
    await tx
      .delete(projectModules)
      .where(and(eq(projectModules.projectId, projectId), eq(projectModules.module, module)));
    await tx.insert(projectModules).values({
      projectId,
      module,
      instanceId: 0,
      enabled: true,
      definitionVersion: versionOf(module),
    });
  }
  const replaced = new Set(changes.replaceModules);
  const instances = new Map<string, { module: string; instanceId: number; definitionVersion: number }>();
  for (const m of context.enable ?? []) instances.set(`${m.module}\n${m.instanceId}`, m);
  for (const c of changes.createdInstances)
    if (!replaced.has(c.module) && !instances.has(`${c.module}\n${c.instanceId}`))
      instances.set(`${c.module}\n${c.instanceId}`, { ...c, definitionVersion: versionOf(c.module) });
  for (const { module, instanceId, definitionVersion } of instances.values()) {
    await tx
      .insert(projectModules)
      .values({ projectId, module, instanceId, enabled: true, definitionVersion })
      .onConflictDoUpdate({
        target: [projectModules.projectId, projectModules.module, projectModules.instanceId],
        set: { enabled: true },
      });
  }
  // Removed first: their subtrees go with them (the parent key cascades).
  for (let i = 0; i < changes.remove.length; i += 2000)
    await tx
      .delete(containers)
      .where(
        and(eq(containers.projectId, projectId), inArray(containers.id, changes.remove.slice(i, i + 2000))),
      );
  await updateContainerRows(tx, projectId, changes.update, context);
  await insertContainerRows(tx, projectId, changes.create, context.userId);
  if (
    changes.replaceModules.length +
      changes.created +
      changes.updated +
      changes.remove.length +
      instances.size >
    0
  )
    await tx.update(projects).set({ updatedAt: context.now }).where(eq(projects.id, projectId));
}

/**
 * A change planned against a configuration, with what the call answers once it is written; or what the call
 * answers without writing anything: a refusal, or a preview of the change.
 */
export type PlannedChange<T> =
  | { refused: Answer }
  | { unwritten: Answer }
  | {
      changes: PreparedChangeSet;
      enable?: readonly { module: string; instanceId: number; definitionVersion: number }[];
      result: T;
    };

/** How many times a change is planned again when the configuration changed while it was planned. */
const PLAN_ATTEMPTS = 3;

/**
 * Plans a change (in a work thread, say) against the project's configuration as it is now, outside any
 * transaction, and writes it in one transaction only if the configuration has not changed meanwhile; else
 * plans again, at most three times (then 1060: the configuration kept changing). Nothing holds the
 * database while a plan is made: on the embedded database, other users' calls go on meanwhile.
 */
export async function applyPlannedChange<T>(
  services: Services,
  projectId: number,
  userId: number,
  plan: (configuration: {
    definitions: readonly ModuleDef[];
    snapshot: SnapshotInMessage;
  }) => Promise<PlannedChange<T>>,
): Promise<{ answer: Answer } | { result: T }> {
  for (let attempt = 1; attempt <= PLAN_ATTEMPTS; attempt++) {
    const seen = await configurationFingerprint(services.db, projectId);
    const definitions = await definitionsFor(services, projectId);
    const configuration = {
      definitions,
      snapshot: await loadSnapshotForWork(services.db, projectId, definitions),
    };
    const planned = await plan(configuration);
    if ('refused' in planned) return { answer: planned.refused };
    if ('unwritten' in planned) return { answer: planned.unwritten };
    const written = await services.db.transaction(async (tx) => {
      if ((await configurationFingerprint(tx, projectId)) !== seen) return false;
      await applyContainerChangeSet(tx, projectId, planned.changes, {
        definitions: configuration.definitions,
        userId,
        now: services.clock.now(),
        enable: planned.enable,
      });
      return true;
    });
    if (written) return { result: planned.result };
  }
  return { answer: fail(BusinessCode.DataMissingRefresh, message('configuration.keptChanging')) };
}
