import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ContainerValue, EnabledModule, ModuleDef, ParamValue, ProjectSnapshot } from '@ecuc/core/ecuc';
import { migrateSnapshot } from '@ecuc/core/ecuc';
import { containers, projectModules, projects } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { containerInsertRow, rowChunks } from './change-rows.js';
import type { SnapshotInMessage } from '../work/snapshot.js';

type ContainerRow = typeof containers.$inferSelect;

/** A stored row as the core's ContainerValue. */
export function containerOfRow(row: ContainerRow): ContainerValue {
  return {
    id: row.id,
    module: row.module,
    instanceId: row.instanceId,
    definitionPath: row.definitionPath,
    parentId: row.parentId,
    shortName: row.shortName,
    position: row.position,
    values: row.parameterValues as Record<string, ParamValue>,
    references: row.referenceValues,
    version: row.version,
    ...(row.origin ? { origin: row.origin } : {}),
  };
}

/**
 * Inserts containers, parents first (the order newContainerWithDefaults and copies produce): one statement
 * per 2000 rows, which the database reads from one JSON parameter (`jsonb_to_recordset`) rather than from
 * thousands of bound parameters. A parent in the same statement satisfies the foreign key, checked at its end.
 */
export async function insertContainers(
  db: Database,
  projectId: number,
  list: readonly ContainerValue[],
  userId: number | null,
): Promise<void> {
  await insertContainerRows(db, projectId, rowChunks(list, containerInsertRow), userId);
}

/** Inserts containers given as JSON texts of insert rows (`change-rows.ts`), one statement per text. */
export async function insertContainerRows(
  db: Database,
  projectId: number,
  chunks: readonly string[],
  userId: number | null,
): Promise<void> {
  for (const rows of chunks) {
    await db.execute(sql`
      INSERT INTO ${containers} (id, project_id, module, instance_id, definition_path, parent_id, short_name,
        position, parameter_values, reference_values, version, updated_by, origin)
      SELECT r.id, ${projectId}::integer, r.module, r.instance_id, r.definition_path, r.parent_id, r.short_name,
        r.position, r.parameter_values, r.reference_values, r.version, ${userId}::integer, r.origin
      FROM jsonb_to_recordset(${rows}::jsonb) AS r(id text, module text, instance_id integer,
        definition_path text, parent_id text, short_name text, position integer, parameter_values jsonb,
        reference_values jsonb, version integer, origin jsonb)`);
  }
}

/**
 * Gives containers of a project new definition paths, short names, values and references, each a new
 * version; the containers come as JSON texts of update rows (`change-rows.ts`), one statement per text.
 */
export async function updateContainerRows(
  db: Database,
  projectId: number,
  chunks: readonly string[],
  context: { userId: number | null; now: Date },
): Promise<void> {
  for (const rows of chunks) {
    await db.execute(sql`
      UPDATE ${containers} AS c
      SET definition_path = r.definition_path, short_name = r.short_name, parameter_values = r.parameter_values,
        reference_values = r.reference_values, version = c.version + 1, origin = COALESCE(r.origin, c.origin),
        updated_at = ${context.now.toISOString()}::timestamptz, updated_by = ${context.userId}::integer
      FROM jsonb_to_recordset(${rows}::jsonb) AS r(id text, definition_path text, short_name text,
        parameter_values jsonb, reference_values jsonb, origin jsonb)
      WHERE c.project_id = ${projectId}::integer AND c.id = r.id`);
  }
}

/** Containers of a module (instance), in tree order (parent before children, siblings by position). */
export async function moduleContainers(
  db: Database,
  projectId: number,
  module: string,
  instanceId?: number,
): Promise<ContainerValue[]> {
  const rows = await db
    .select()
    .from(containers)
    .where(
      and(
        eq(containers.projectId, projectId),
        eq(containers.module, module),
        ...(instanceId === undefined ? [] : [eq(containers.instanceId, instanceId)]),
      ),
    )
    .orderBy(asc(containers.position), asc(containers.shortName));
  return rows.map(containerOfRow);
}

export async function containerById(
  db: Database,
  projectId: number,
  id: string,
): Promise<ContainerValue | undefined> {
  const rows = await db
    .select()
    .from(containers)
    .where(and(eq(containers.projectId, projectId), eq(containers.id, id)));
  return rows[0] && containerOfRow(rows[0]);
}

/** The ids of a container and all its descendants. */
export async function subtreeIds(db: Database, projectId: number, rootId: string): Promise<string[]> {
  const rows = await db.execute(sql`
    WITH RECURSIVE subtree(id) AS (
      SELECT id FROM containers WHERE id = ${rootId} AND project_id = ${projectId}
      UNION ALL
      SELECT c.id FROM containers c JOIN subtree s ON c.parent_id = s.id
    )
    SELECT id FROM subtree`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/** Containers outside `ids` whose references point at one of `ids`. */
export async function referrersOf(
  db: Database,
  projectId: number,
  ids: readonly string[],
): Promise<{ container: ContainerValue; reference: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(containers)
    .where(
      and(
        eq(containers.projectId, projectId),
        sql`EXISTS (SELECT 1 FROM jsonb_each(${containers.referenceValues}) AS ref(name, targets),
                    jsonb_array_elements_text(ref.targets) AS target
                    WHERE target IN (${sql.join(
                      ids.map((id) => sql`${id}`),
                      sql`, `,
                    )}))`,
      ),
    );
  const inside = new Set(ids);
  const out: { container: ContainerValue; reference: string }[] = [];
  for (const row of rows) {
    if (inside.has(row.id)) continue;
    const container = containerOfRow(row);
    for (const [reference, targets] of Object.entries(container.references)) {
      if (targets.some((t) => inside.has(t))) out.push({ container, reference });
    }
  }
  return out;
}

/** Short-name path of a container (`/NvM/NvMBlockDescriptor_0`), read from the database. */
export async function pathOfContainer(
  db: Database,
  projectId: number,
  container: ContainerValue,
): Promise<string> {
  const names = [container.shortName];
  let parentId = container.parentId;
  while (parentId) {
    const parent = await containerById(db, projectId, parentId);
    if (!parent) break;
    names.unshift(parent.shortName);
    parentId = parent.parentId;
  }
  return `/${container.module}/${names.join('/')}`;
}

/** The module instances a project has switched on, with the definition version their containers follow. */
async function enabledModules(db: Database, projectId: number): Promise<EnabledModule[]> {
  const rows = await db
    .select()
    .from(projectModules)
    .where(and(eq(projectModules.projectId, projectId), eq(projectModules.enabled, true)));
  return rows.map((m) => ({
    module: m.module,
    instanceId: m.instanceId,
    definitionVersion: m.definitionVersion,
  }));
}

/** A stored project row as the snapshot's project. */
function projectOfRow(project: typeof projects.$inferSelect): ProjectSnapshot['project'] {
  return {
    id: String(project.id),
    name: project.name,
    chip: project.chip,
    compiler: project.compiler,
    description: project.description,
    version: project.version,
  };
}

/**
 * The whole configuration of a project, with stored configurations made under older definition
 * versions migrated (and the migrated rows written back, in one transaction).
 */
export async function loadSnapshot(
  db: Database,
  projectId: number,
  definitions: readonly ModuleDef[],
): Promise<ProjectSnapshot> {
  const project = (await db.select().from(projects).where(eq(projects.id, projectId)))[0];
  if (!project) throw new Error(`no project ${projectId}`);
  const modules = await enabledModules(db, projectId);
  const enabledNames = modules.map((m) => m.module);
  const rows =
    enabledNames.length === 0
      ? []
      : await db
          .select()
          .from(containers)
          .where(and(eq(containers.projectId, projectId), inArray(containers.module, enabledNames)))
          .orderBy(asc(containers.position), asc(containers.shortName));
  const snapshot: ProjectSnapshot = {
    project: projectOfRow(project),
    modules,
    containers: rows.map(containerOfRow),
  };
  const migrated = migrateSnapshot(snapshot, definitions);
  const changed = migrated.steps.filter((step) => step.applied.length > 0);
  if (changed.length === 0) return snapshot;
  await db.transaction(async (tx) => {
    const names = [...new Set(changed.map((step) => step.module))];
    await tx
      .delete(containers)
      .where(and(eq(containers.projectId, projectId), inArray(containers.module, names)));
    await insertContainers(
      tx,
      projectId,
      migrated.snapshot.containers.filter((c) => names.includes(c.module)),
      null,
    );
    for (const m of migrated.snapshot.modules) {
      await tx
        .update(projectModules)
        .set({ definitionVersion: m.definitionVersion })
        .where(
          and(
            eq(projectModules.projectId, projectId),
            eq(projectModules.module, m.module),
            eq(projectModules.instanceId, m.instanceId),
          ),
        );
    }
  });
  return migrated.snapshot;
}

/**
 * A fingerprint of a project's configuration: its containers (how many, their versions, the last change) and
 * its module switches. A change planned outside a transaction from a configuration read earlier is written
 * only if the fingerprint is still the same (read it before the configuration: a write in between then
 * shows as a change, never the other way round).
 */
export async function configurationFingerprint(db: Database, projectId: number): Promise<string> {
  const result = await db.execute(sql`
    SELECT (SELECT count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(max(updated_at)::text, '')
              FROM ${containers} WHERE project_id = ${projectId}::integer)
        || '|' ||
           (SELECT coalesce(string_agg(module || ':' || instance_id || ':' || enabled || ':' || definition_version,
              ',' ORDER BY module, instance_id), '')
              FROM ${projectModules} WHERE project_id = ${projectId}::integer) AS fingerprint`);
  return (result as unknown as { rows: { fingerprint: string }[] }).rows[0]!.fingerprint;
}

/** Containers one statement of `loadSnapshotForWork` reads (index `containers_project_id`): some 12 ms embedded. */
const SNAPSHOT_ROWS_PER_STATEMENT = 1000;

/**
 * A project's configuration for a work thread (`work/snapshot.ts`): the containers of its enabled modules as
 * JSON texts written by the database, a page of `SNAPSHOT_ROWS_PER_STATEMENT` per statement (on the embedded
 * database others' queries run between them), which this thread passes on without parsing. The pages are read
 * outside a transaction: the caller reads the configuration's fingerprint first and writes only if it did not
 * change (`applyPlannedChange`). A module stored under
 * an older definition version is migrated first (by `loadSnapshot`, which writes the migration).
 */
export async function loadSnapshotForWork(
  db: Database,
  projectId: number,
  definitions: readonly ModuleDef[],
  rowsPerStatement = SNAPSHOT_ROWS_PER_STATEMENT,
): Promise<SnapshotInMessage> {
  let modules = await enabledModules(db, projectId);
  const outdated = modules.some(
    (m) =>
      (definitions.find((d) => d.name === m.module)?.version ?? m.definitionVersion) !== m.definitionVersion,
  );
  if (outdated) {
    await loadSnapshot(db, projectId, definitions);
    modules = await enabledModules(db, projectId);
  }
  const project = (await db.select().from(projects).where(eq(projects.id, projectId)))[0];
  if (!project) throw new Error(`no project ${projectId}`);
  const names = [...new Set(modules.map((m) => m.module))];
  const modulesJson = JSON.stringify(names);
  const containersJson: string[] = [];
  for (let after = ''; ;) {
    const result = await db.execute(sql`
      SELECT coalesce(json_agg(jsonb_build_object('id', id, 'module', module, 'instanceId', instance_id,
          'definitionPath', definition_path, 'parentId', parent_id, 'shortName', short_name, 'position', position,
          'values', parameter_values, 'references', reference_values, 'version', version)
          || CASE WHEN origin IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('origin', origin) END
          ORDER BY id), '[]')::text AS page,
        max(id) AS last, count(*)::int AS rows
      FROM (
        SELECT * FROM ${containers}
        WHERE project_id = ${projectId}::integer AND id > ${after}
          AND module IN (SELECT jsonb_array_elements_text(${modulesJson}::jsonb))
        ORDER BY id
        LIMIT ${rowsPerStatement}
      ) AS page`);
    const page = (result as unknown as { rows: { page: string; last: string | null; rows: number }[] })
      .rows[0]!;
    if (page.rows > 0) containersJson.push(page.page);
    if (page.rows < rowsPerStatement || page.last === null) break;
    after = page.last;
  }
  return {
    project: projectOfRow(project),
    modules,
    containersJson,
  };
}
