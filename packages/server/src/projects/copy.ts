import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  containers,
  projectDefinitions,
  projectModules,
  uploadedFiles,
  warningAcknowledgements,
} from '../db/schema.js';
import type { Database } from '../db/database.js';

/** The tables whose rows belong to one project and are copied as they are, under the other project's id. */
type ProjectRowTable =
  typeof projectDefinitions | typeof projectModules | typeof uploadedFiles | typeof warningAcknowledgements;

/**
 * Copies a project's rows of one table into another project with one `INSERT … SELECT`: the database copies
 * them without a byte passing through the server. Every column of the table is copied except the project id,
 * which becomes the target's, and an identity column, which the database numbers afresh. An uploaded file's
 * row keeps its `content_hash`: the copy refers to the same stored bytes (`file_contents`), which are not
 * copied. `only` narrows the rows (for a merge: some modules).
 */
async function copyProjectRows(
  tx: Database,
  table: ProjectRowTable,
  sourceId: number,
  targetId: number,
  only?: SQL,
): Promise<void> {
  const copied = Object.values(getTableColumns(table)).filter(
    (column) => column !== table.projectId && column.generatedIdentity === undefined,
  );
  const names = sql.join(
    copied.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  await tx.execute(sql`
    INSERT INTO ${table} (${sql.identifier(table.projectId.name)}, ${names})
    SELECT ${targetId}::integer, ${names}
    FROM ${table}
    WHERE ${and(eq(table.projectId, sourceId), only)}`);
}

/**
 * Copies a project's containers (all, or those `only` selects) into another project in one statement, with
 * fresh ids: parents and reference values follow the new ids. A parent or a reference target that is not
 * copied keeps its old id (the verification reports such a reference). The foreign key of `parent_id` is
 * checked at the end of the statement, so the order of the rows does not matter.
 */
export async function copyContainers(
  tx: Database,
  sourceId: number,
  targetId: number,
  only?: SQL,
): Promise<void> {
  await tx.execute(sql`
    WITH originals AS MATERIALIZED (
      SELECT * FROM ${containers} WHERE ${and(eq(containers.projectId, sourceId), only)}
    ),
    fresh AS MATERIALIZED (
      SELECT id AS old_id, gen_random_uuid()::text AS new_id FROM originals
    ),
    targets AS (
      SELECT o.id, r.name, t.ord, COALESCE(f.new_id, t.target) AS target
      FROM originals o
      CROSS JOIN LATERAL jsonb_each(o.reference_values) AS r(name, list)
      LEFT JOIN LATERAL jsonb_array_elements_text(r.list) WITH ORDINALITY AS t(target, ord) ON true
      LEFT JOIN fresh f ON f.old_id = t.target
    ),
    lists AS (
      SELECT id, name,
        COALESCE(jsonb_agg(target ORDER BY ord) FILTER (WHERE ord IS NOT NULL), '[]'::jsonb) AS list
      FROM targets
      GROUP BY id, name
    ),
    references_by_container AS (
      SELECT id, jsonb_object_agg(name, list) AS reference_values FROM lists GROUP BY id
    )
    INSERT INTO ${containers} (id, project_id, module, instance_id, definition_path, parent_id, short_name,
      position, parameter_values, reference_values, version, updated_by)
    SELECT f.new_id, ${targetId}::integer, o.module, o.instance_id, o.definition_path,
      COALESCE(parent.new_id, o.parent_id), o.short_name, o.position, o.parameter_values,
      COALESCE(r.reference_values, '{}'::jsonb), 1, o.updated_by
    FROM originals o
    JOIN fresh f ON f.old_id = o.id
    LEFT JOIN fresh parent ON parent.old_id = o.parent_id
    LEFT JOIN references_by_container r ON r.id = o.id`);
}

/**
 * Deep copy of everything a project holds (vendor definitions, modules, containers, uploaded files,
 * acknowledged warnings): one `INSERT … SELECT` per table, inside the caller's transaction. Uploaded files
 * are copied by reference: the copy's files share the source's stored bytes.
 */
export async function copyProjectContents(tx: Database, sourceId: number, targetId: number): Promise<void> {
  await copyProjectRows(tx, projectDefinitions, sourceId, targetId);
  await copyProjectRows(tx, projectModules, sourceId, targetId);
  await copyContainers(tx, sourceId, targetId);
  await copyProjectRows(tx, uploadedFiles, sourceId, targetId);
  await copyProjectRows(tx, warningAcknowledgements, sourceId, targetId);
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
  await copyProjectRows(tx, projectModules, sourceId, targetId, inArray(projectModules.module, names));
  await tx
    .delete(projectDefinitions)
    .where(and(eq(projectDefinitions.projectId, targetId), inArray(projectDefinitions.module, names)));
  await copyProjectRows(
    tx,
    projectDefinitions,
    sourceId,
    targetId,
    inArray(projectDefinitions.module, names),
  );
  await copyContainers(tx, sourceId, targetId, inArray(containers.module, names));
}
