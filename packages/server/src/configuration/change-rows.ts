/**
 * A change set as the database writes it: containers as JSON texts of at most 2000 rows each, read by one
 * statement apiece (`jsonb_to_recordset`, see `store.ts`). A work thread prepares them, so that the request
 * thread passes a few strings on instead of building (or even receiving) tens of thousands of objects.
 * Pure: no database, no request.
 */
import type { ContainerValue } from '@ecuc/core/ecuc';
import type { ContainerChangeSet } from '@ecuc/core/modules';

/** Rows per statement of a bulk write: a JSON text of about a megabyte. */
export const ROWS_PER_STATEMENT = 2000;

/** A change set ready to be written. */
export interface PreparedChangeSet {
  /** Modules whose containers are all replaced. */
  replaceModules: string[];
  /** Module instances of the created containers (to switch on). */
  createdInstances: { module: string; instanceId: number }[];
  /** Created containers, parents first, as insert rows (`containerInsertRow`), 2000 per text. */
  create: string[];
  /** Updated containers as update rows (`containerUpdateRow`), 2000 per text. */
  update: string[];
  created: number;
  updated: number;
  /** Ids of containers deleted with their subtrees. */
  remove: string[];
}

/** A container as a row of the bulk insert. */
export function containerInsertRow(c: ContainerValue) {
  return {
    id: c.id,
    module: c.module,
    instance_id: c.instanceId,
    definition_path: c.definitionPath,
    parent_id: c.parentId,
    short_name: c.shortName,
    position: c.position,
    parameter_values: c.values,
    reference_values: c.references,
    // Versions start at 1 (an imported container may come with 0).
    version: Math.max(1, c.version),
    origin: c.origin ?? null,
  };
}

/** A container as a row of the bulk update. */
export function containerUpdateRow(c: ContainerValue) {
  return {
    id: c.id,
    definition_path: c.definitionPath,
    short_name: c.shortName,
    parameter_values: c.values,
    reference_values: c.references,
    origin: c.origin ?? null,
  };
}

/** Rows as JSON texts of at most 2000 rows each. */
export function rowChunks<T>(list: readonly T[], row: (item: T) => unknown): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < list.length; i += ROWS_PER_STATEMENT)
    chunks.push(JSON.stringify(list.slice(i, i + ROWS_PER_STATEMENT).map(row)));
  return chunks;
}

export function prepareChangeSet(changes: ContainerChangeSet): PreparedChangeSet {
  const instances = new Map<string, { module: string; instanceId: number }>();
  for (const c of changes.create)
    instances.set(`${c.module}\n${c.instanceId}`, { module: c.module, instanceId: c.instanceId });
  return {
    replaceModules: [...changes.replaceModules],
    createdInstances: [...instances.values()],
    create: rowChunks(changes.create, containerInsertRow),
    update: rowChunks(changes.update, containerUpdateRow),
    created: changes.create.length,
    updated: changes.update.length,
    remove: [...(changes.remove ?? [])],
  };
}
