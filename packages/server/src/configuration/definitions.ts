import { and, eq } from 'drizzle-orm';
import type { ModuleDef, ProjectSnapshot } from '@ecuc/core/ecuc';
import { MODULE_DEFINITIONS } from '@ecuc/core/modules';
import { projectDefinitions } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { loadSnapshot } from './store.js';
import type { Services } from '../services.js';

/** The module definitions the server ships with. */
export function shippedDefinitions(): readonly ModuleDef[] {
  return MODULE_DEFINITIONS;
}

/**
 * The definitions a project's configuration follows: the shipped ones plus the vendor definitions (BSWMD)
 * uploaded into the project. A project definition never replaces a shipped one. Inside a transaction,
 * pass its handle as `db` (an embedded database has one connection).
 */
export async function definitionsFor(
  services: Services,
  projectId: number,
  db: Database = services.db,
): Promise<readonly ModuleDef[]> {
  const rows = await db
    .select({ module: projectDefinitions.module, definition: projectDefinitions.definition })
    .from(projectDefinitions)
    .where(eq(projectDefinitions.projectId, projectId));
  if (rows.length === 0) return services.definitions;
  const shipped = new Set(services.definitions.map((d) => d.name));
  const vendor = rows.filter((row) => !shipped.has(row.module)).map((row) => row.definition);
  return [...services.definitions, ...vendor];
}

/**
 * The definition one module of a project follows: the shipped one, else the project's vendor definition
 * (read only then, so that calls on shipped modules cost no query).
 */
export async function definitionOf(
  services: Services,
  projectId: number,
  module: string,
  db: Database = services.db,
): Promise<ModuleDef | undefined> {
  const shipped = services.definitions.find((d) => d.name === module);
  if (shipped) return shipped;
  const rows = await db
    .select({ definition: projectDefinitions.definition })
    .from(projectDefinitions)
    .where(and(eq(projectDefinitions.projectId, projectId), eq(projectDefinitions.module, module)));
  return rows[0]?.definition;
}

/** A project's configuration and the definitions it follows, as one read. */
export interface LoadedConfiguration {
  definitions: readonly ModuleDef[];
  snapshot: ProjectSnapshot;
}

export async function loadConfiguration(services: Services, projectId: number): Promise<LoadedConfiguration> {
  const definitions = await definitionsFor(services, projectId);
  return { definitions, snapshot: await loadSnapshot(services.db, projectId, definitions) };
}
