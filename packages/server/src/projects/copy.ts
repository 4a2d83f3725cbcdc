import { and, asc, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  containers,
  projectDefinitions,
  projectModules,
  projects,
  uploadedFiles,
  warningAcknowledgements,
} from '../db/schema.js';
import type { Database } from '../db/database.js';
import { configurationFingerprint } from '../configuration/store.js';

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
 * The id of a container's copy in project `targetId`: derived from the target and the original's id, so that
 * every statement of a copy maps parents and references alike, without a table of the new ids.
 */
const copiedId = (targetId: number, id: SQL) => sql`md5(${targetId}::text || '/' || ${id})::uuid::text`;

/**
 * One statement that inserts copies of the containers `originals` selects into project `targetId`, with the
 * ids `copiedId` gives. A parent or a reference target for which `isCopied` holds becomes its copy's id; any
 * other keeps its old id (the verification reports such a reference).
 */
function insertCopies(originals: SQL, targetId: number, isCopied: (id: SQL) => SQL): SQL {
  const copyOf = (id: SQL) => sql`CASE WHEN ${isCopied(id)} THEN ${copiedId(targetId, id)} ELSE ${id} END`;
  return sql`
    WITH originals AS MATERIALIZED (${originals}),
    targets AS (
      SELECT o.id, r.name, t.ord, ${copyOf(sql`t.target`)} AS target
      FROM originals o
      CROSS JOIN LATERAL jsonb_each(o.reference_values) AS r(name, list)
      LEFT JOIN LATERAL jsonb_array_elements_text(r.list) WITH ORDINALITY AS t(target, ord) ON true
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
      position, parameter_values, reference_values, version, updated_by, origin)
    SELECT ${copiedId(targetId, sql`o.id`)}, ${targetId}::integer, o.module, o.instance_id, o.definition_path,
      ${copyOf(sql`o.parent_id`)}, o.short_name, o.position, o.parameter_values,
      COALESCE(r.reference_values, '{}'::jsonb), 1, o.updated_by, o.origin
    FROM originals o
    LEFT JOIN references_by_container r ON r.id = o.id`;
}

/**
 * Copies a project's containers (all, or those `only` selects) into another project in one statement: parents
 * and references among the copied containers follow their copies (`insertCopies`). The foreign key of
 * `parent_id` is checked at the end of the statement, so the order of the rows does not matter.
 */
export async function copyContainers(
  tx: Database,
  sourceId: number,
  targetId: number,
  only?: SQL,
): Promise<void> {
  await tx.execute(
    insertCopies(
      sql`SELECT * FROM ${containers} WHERE ${and(eq(containers.projectId, sourceId), only)}`,
      targetId,
      (id) => sql`EXISTS (SELECT 1 FROM originals x WHERE x.id = ${id})`,
    ),
  );
}

/**
 * Deep copy of everything a project holds (vendor definitions, modules, containers, uploaded files,
 * acknowledged warnings): one `INSERT … SELECT` per table, inside the caller's transaction. Uploaded files
 * are copied by reference: the copy's files share the source's stored bytes.
 */
export async function copyProjectContents(tx: Database, sourceId: number, targetId: number): Promise<void> {
  await copyContainers(tx, sourceId, targetId);
  await copyProjectRowsBesideContainers(tx, sourceId, targetId);
}

/** Vendor definitions, module switches, uploaded files and acknowledged warnings: a project's small rows. */
async function copyProjectRowsBesideContainers(
  tx: Database,
  sourceId: number,
  targetId: number,
): Promise<void> {
  await copyProjectRows(tx, projectDefinitions, sourceId, targetId);
  await copyProjectRows(tx, projectModules, sourceId, targetId);
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

/** Containers one statement of a staged copy writes: some 12 ms on the embedded database. */
export const CONTAINERS_PER_COPY_STATEMENT = 500;

/** Staged copies tried before a copy in one transaction (each ends early when the source changed meanwhile). */
const STAGED_COPY_ATTEMPTS = 3;

/**
 * The source's container ids, each after its parent's (breadth first from the top-level containers, and from
 * those whose parent is not in the source). Throws on a cycle of parents, which the copy in one statement takes.
 */
export function parentsFirst(tree: readonly { id: string; parentId: string | null }[]): string[] {
  const inSource = new Set(tree.map((c) => c.id));
  const children = new Map<string, string[]>();
  const order: string[] = [];
  for (const { id, parentId } of tree) {
    if (parentId === null || !inSource.has(parentId)) order.push(id);
    else {
      const siblings = children.get(parentId);
      if (siblings) siblings.push(id);
      else children.set(parentId, [id]);
    }
  }
  // One pass, each id pushed once (a parent with tens of thousands of children is neither copied per child
  // nor spread into one call's arguments).
  for (let next = 0; next < order.length; next++)
    for (const child of children.get(order[next]!) ?? []) order.push(child);
  if (order.length !== tree.length) throw new Error('the containers’ parents form a cycle');
  return order;
}

/** Container ids and parents one statement of `stageContainerCopy` reads (index `containers_project_id`). */
const TREE_ROWS_PER_STATEMENT = 5000;

/** The ids and parents of a project's containers after `after`, in order of id, `TREE_ROWS_PER_STATEMENT` of them. */
function treePage(db: Database, projectId: number, after: string) {
  return db
    .select({ id: containers.id, parentId: containers.parentId })
    .from(containers)
    .where(and(eq(containers.projectId, projectId), gt(containers.id, after)))
    .orderBy(asc(containers.id))
    .limit(TREE_ROWS_PER_STATEMENT);
}

/**
 * Copies a project's containers into a project no one sees yet (a copy in progress), `perStatement`
 * containers per statement outside any transaction, each after its parent: on the embedded database other
 * users' queries run between the statements. Ids are `copiedId`s; parents and references to the source's
 * containers follow them, a reference to a container outside the source keeps its target.
 */
export async function stageContainerCopy(
  db: Database,
  sourceId: number,
  targetId: number,
  perStatement = CONTAINERS_PER_COPY_STATEMENT,
): Promise<void> {
  const tree: { id: string; parentId: string | null }[] = [];
  for (let page = await treePage(db, sourceId, ''); ; page = await treePage(db, sourceId, tree.at(-1)!.id)) {
    tree.push(...page);
    if (page.length < TREE_ROWS_PER_STATEMENT) break;
  }
  const order = parentsFirst(tree);
  const inSource = (id: SQL) =>
    sql`EXISTS (SELECT 1 FROM ${containers} s WHERE s.id = ${id} AND s.project_id = ${sourceId}::integer)`;
  for (let start = 0; start < order.length; start += perStatement) {
    const ids = JSON.stringify(order.slice(start, start + perStatement));
    await db.execute(
      insertCopies(
        sql`SELECT * FROM ${containers}
          WHERE project_id = ${sourceId}::integer AND id IN (SELECT jsonb_array_elements_text(${ids}::jsonb))`,
        targetId,
        inSource,
      ),
    );
  }
}

/** What `copyProject` makes of one project: a new project of `ownerId`, named by `name`. */
export interface ProjectCopyRequest {
  source: typeof projects.$inferSelect;
  ownerId: number;
  now: Date;
  /** The copy's name, asked inside the transaction that shows it; undefined refuses the copy (name taken). */
  name: (tx: Database) => Promise<string | undefined>;
  /** Tests: runs after the containers of an attempt are staged. */
  afterStaged?: (attempt: number) => Promise<void>;
  containersPerStatement?: number;
}

/**
 * Deep copy of a project into a new one (`copyProjectContents`), without holding the database for the whole
 * copy: the new project is created deleted (no one sees it), its containers are copied in statements of
 * their own (`stageContainerCopy`), then one transaction copies the small rows, names it and shows it, if
 * the source's configuration did not change meanwhile (`configurationFingerprint`). When it did, the staged
 * containers are removed and the copy is tried again; after `STAGED_COPY_ATTEMPTS`, or if staging fails, the
 * copy runs in one transaction. A copy stopped half way is a deleted project, like any other.
 * Answers the copy's id and name, or undefined when `name` refused.
 */
export async function copyProject(
  db: Database,
  request: ProjectCopyRequest,
): Promise<{ id: number; name: string } | undefined> {
  const { source } = request;
  const create = async (tx: Database, name: string, deletedAt: Date | null) =>
    (
      await tx
        .insert(projects)
        .values({
          name,
          description: source.description,
          version: source.version,
          chip: source.chip,
          compiler: source.compiler,
          ownerId: request.ownerId,
          createdAt: request.now,
          updatedAt: request.now,
          deletedAt,
        })
        .returning({ id: projects.id })
    )[0]!.id;
  for (let attempt = 1; attempt <= STAGED_COPY_ATTEMPTS; attempt++) {
    const fingerprint = await configurationFingerprint(db, source.id);
    const copyId = await create(db, source.name, request.now);
    try {
      await stageContainerCopy(db, source.id, copyId, request.containersPerStatement);
      await request.afterStaged?.(attempt);
    } catch {
      await db.delete(containers).where(eq(containers.projectId, copyId));
      break;
    }
    const shown = await db.transaction(
      async (tx): Promise<'changed' | 'refused' | { id: number; name: string }> => {
        if ((await configurationFingerprint(tx, source.id)) !== fingerprint) return 'changed';
        const name = await request.name(tx);
        if (name === undefined) return 'refused';
        await copyProjectRowsBesideContainers(tx, source.id, copyId);
        await tx.update(projects).set({ name, deletedAt: null }).where(eq(projects.id, copyId));
        return { id: copyId, name };
      },
    );
    if (typeof shown === 'object') return shown;
    await db.delete(containers).where(eq(containers.projectId, copyId));
    if (shown === 'refused') return undefined;
  }
  return db.transaction(async (tx) => {
    const name = await request.name(tx);
    if (name === undefined) return undefined;
    const copyId = await create(tx, name, null);
    await copyProjectContents(tx, source.id, copyId);
    return { id: copyId, name };
  });
}
