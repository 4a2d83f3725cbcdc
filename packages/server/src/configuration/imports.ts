import { and, eq, sql } from 'drizzle-orm';
import type { ModuleDef } from '@ecuc/core/ecuc';
import type { ContainerChangeSet } from '@ecuc/core/modules';
import { containers, projectModules, projects } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { insertContainers } from './store.js';

/**
 * Writes a change set inside the caller's transaction: the modules it replaces lose their containers and
 * are switched on again at their definition's version, modules of created containers are switched on,
 * updated rows get their new values and a new version, created rows are inserted (parents first).
 */
export async function applyContainerChangeSet(
  tx: Database,
  projectId: number,
  changes: ContainerChangeSet,
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
  for (const c of changes.create)
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
  for (const container of changes.update) {
    await tx
      .update(containers)
      .set({
        definitionPath: container.definitionPath,
        shortName: container.shortName,
        parameterValues: container.values,
        referenceValues: container.references,
        version: sql`${containers.version} + 1`,
        updatedAt: context.now,
        updatedBy: context.userId,
      })
      .where(and(eq(containers.projectId, projectId), eq(containers.id, container.id)));
  }
  await insertContainers(tx, projectId, changes.create, context.userId);
  if (changes.replaceModules.length + changes.create.length + changes.update.length + instances.size > 0)
    await tx.update(projects).set({ updatedAt: context.now }).where(eq(projects.id, projectId));
}
