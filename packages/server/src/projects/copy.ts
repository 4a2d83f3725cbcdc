import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  containers,
  projectDefinitions,
  projectModules,
  uploadedFiles,
  warningAcknowledgements,
} from '../db/schema.js';
import type { Database } from '../db/database.js';

type ContainerRow = typeof containers.$inferSelect;

/**
 * Copies containers into another project with fresh ids; parents and references follow the new ids.
 * A reference to a container that is not copied keeps its old target (the verification reports it).
 */
export async function copyContainers(
  tx: Database,
  rows: readonly ContainerRow[],
  targetProjectId: number,
): Promise<void> {
  if (rows.length === 0) return;
  const newIds = new Map(rows.map((row) => [row.id, randomUUID()]));
  const remap = (id: string): string => newIds.get(id) ?? id;
  // Parents before children keeps the foreign key happy: order by depth.
  const depth = new Map<string, number>();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const depthOf = (row: ContainerRow): number => {
    const known = depth.get(row.id);
    if (known !== undefined) return known;
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    const value = parent ? depthOf(parent) + 1 : 0;
    depth.set(row.id, value);
    return value;
  };
  const ordered = [...rows].sort((a, b) => depthOf(a) - depthOf(b));
  const values = ordered.map((row) => ({
    id: remap(row.id),
    projectId: targetProjectId,
    module: row.module,
    instanceId: row.instanceId,
    definitionPath: row.definitionPath,
    parentId: row.parentId ? remap(row.parentId) : null,
    shortName: row.shortName,
    position: row.position,
    parameterValues: row.parameterValues,
    referenceValues: Object.fromEntries(
      Object.entries(row.referenceValues).map(([name, targets]) => [name, targets.map(remap)]),
    ),
    version: 1,
    updatedBy: row.updatedBy,
  }));
  for (let i = 0; i < values.length; i += 500) await tx.insert(containers).values(values.slice(i, i + 500));
}

/**
 * Deep copy of everything a project holds (vendor definitions, modules, containers, uploaded files,
 * acknowledged warnings).
 */
export async function copyProjectContents(tx: Database, sourceId: number, targetId: number): Promise<void> {
  const definitions = await tx
    .select()
    .from(projectDefinitions)
    .where(eq(projectDefinitions.projectId, sourceId));
  if (definitions.length > 0)
    await tx.insert(projectDefinitions).values(definitions.map((d) => ({ ...d, projectId: targetId })));
  const modules = await tx.select().from(projectModules).where(eq(projectModules.projectId, sourceId));
  if (modules.length > 0)
    await tx.insert(projectModules).values(modules.map((m) => ({ ...m, projectId: targetId })));
  await copyContainers(
    tx,
    await tx.select().from(containers).where(eq(containers.projectId, sourceId)),
    targetId,
  );
  const files = await tx.select().from(uploadedFiles).where(eq(uploadedFiles.projectId, sourceId));
  for (const file of files) {
    const { id: _id, ...rest } = file;
    await tx.insert(uploadedFiles).values({ ...rest, projectId: targetId });
  }
  const acknowledgements = await tx
    .select()
    .from(warningAcknowledgements)
    .where(eq(warningAcknowledgements.projectId, sourceId));
  if (acknowledgements.length > 0) {
    await tx
      .insert(warningAcknowledgements)
      .values(acknowledgements.map((a) => ({ ...a, projectId: targetId })));
  }
}

/**
 * Replaces a target project's modules with the source's (containers, switches and vendor definitions:
 * a module's configuration goes with the definition it was made under), for a merge.
 */
export async function replaceModules(
  tx: Database,
  sourceId: number,
  targetId: number,
  moduleNames: readonly string[],
): Promise<void> {
  if (moduleNames.length === 0) return;
  const names = [...moduleNames];
  await tx
    .delete(containers)
    .where(and(eq(containers.projectId, targetId), inArray(containers.module, names)));
  await tx
    .delete(projectModules)
    .where(and(eq(projectModules.projectId, targetId), inArray(projectModules.module, names)));
  const modules = await tx
    .select()
    .from(projectModules)
    .where(and(eq(projectModules.projectId, sourceId), inArray(projectModules.module, names)));
  if (modules.length > 0)
    await tx.insert(projectModules).values(modules.map((m) => ({ ...m, projectId: targetId })));
  await tx
    .delete(projectDefinitions)
    .where(and(eq(projectDefinitions.projectId, targetId), inArray(projectDefinitions.module, names)));
  const definitions = await tx
    .select()
    .from(projectDefinitions)
    .where(and(eq(projectDefinitions.projectId, sourceId), inArray(projectDefinitions.module, names)));
  if (definitions.length > 0)
    await tx.insert(projectDefinitions).values(definitions.map((d) => ({ ...d, projectId: targetId })));
  const rows = await tx
    .select()
    .from(containers)
    .where(and(eq(containers.projectId, sourceId), inArray(containers.module, names)));
  await copyContainers(tx, rows, targetId);
}
