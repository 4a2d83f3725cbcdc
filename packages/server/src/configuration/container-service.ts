import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  BusinessCode,
  type AddContainerBody,
  type ChangeSetBody,
  type ChangeSetData,
  type ListContainersBody,
  type UniqueIdBody,
  type UniqueNameBody,
  type UpdateContainerBody,
} from '@ecuc/core/api';
import type { ModuleDescriptor } from '@ecuc/core/catalogue';
import {
  additionRefusal,
  applyChangeSet,
  applyContainerChange,
  copyOfSubtree,
  copyRefusal,
  deletionRefusal,
  IdSpaces,
  idSpaceParams,
  indexModuleDef,
  missingTargetRefusal,
  needsIdSpaces,
  newContainerWithDefaults,
  nextUniqueName,
  placementRefusal,
  referencedContainerIds,
  referencedRefusal,
  renameRefusal,
  sortedSiblingOrder,
  staleRefusal,
  unknownNameRefusal,
  type ContainerDefInfo,
  type ContainerRefusal,
  type ContainerValue,
  type ModuleDef,
  type Referrer,
} from '@ecuc/core/ecuc';
import { containers, projects } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { BusinessProblem } from '../http/envelope.js';
import { coreText, message } from '../http/messages.js';
import type { SessionUser } from '../auth/session.js';
import type { ProjectAccess } from '../projects/access.js';
import { requireModuleEnabled } from '../projects/modules.js';
import type { Services } from '../services.js';
import { definitionOf } from './definitions.js';
import {
  containerById,
  containerOfRow,
  insertContainers,
  moduleContainers,
  pathOfContainer,
  referrersOf,
  subtreeIds,
} from './store.js';

/** Rows per statement when many containers are read or written at once (PostgreSQL takes 65,535 parameters). */
const BATCH = 1000;

/** Answers a core refusal (when there is one): thrown, so that the transaction around it rolls back. */
export function refuse(refusal: ContainerRefusal): never;
export function refuse(refusal: ContainerRefusal | undefined): void;
export function refuse(refusal: ContainerRefusal | undefined): void {
  if (refusal) {
    const said = refusal.message === undefined ? undefined : coreText(refusal.message);
    throw new BusinessProblem(refusal.code, said, refusal.data);
  }
}

/** The containers outside `ids` that refer to one of `ids`, with their short-name paths. */
export async function referrersWithPaths(
  db: Database,
  projectId: number,
  ids: readonly string[],
): Promise<Referrer[]> {
  const referrers = await referrersOf(db, projectId, ids);
  return Promise.all(
    referrers.map(async (r) => ({
      id: r.container.id,
      path: await pathOfContainer(db, projectId, r.container),
      reference: r.reference,
    })),
  );
}

/** "Refused while referenced" (1055, decided by core's `referencedRefusal`) for any call removing `ids`. */
export async function refuseWhileReferenced(
  db: Database,
  projectId: number,
  ids: readonly string[],
): Promise<void> {
  refuse(referencedRefusal(await referrersWithPaths(db, projectId, ids)));
}

/** Runs a query over `values` a thousand at a time (bound parameters stay within the drivers' limits), rows joined. */
async function inBatches<V, R>(values: readonly V[], query: (batch: V[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < values.length; i += BATCH) out.push(...(await query(values.slice(i, i + BATCH))));
  return out;
}

/** Ids of `ids` that name no container of the project. */
async function missingContainerIds(
  db: Database,
  projectId: number,
  ids: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const rows = await inBatches(wanted, (batch) =>
    db
      .select({ id: containers.id })
      .from(containers)
      .where(and(eq(containers.projectId, projectId), inArray(containers.id, batch))),
  );
  const found = new Set(rows.map((row) => row.id));
  return wanted.filter((id) => !found.has(id));
}

async function touchProject(db: Database, projectId: number, now: Date): Promise<void> {
  await db.update(projects).set({ updatedAt: now }).where(eq(projects.id, projectId));
}

/**
 * Writes changed containers (short name, values, references) whose stored version is still the one read,
 * raising it by one; answers the ids written. A row another writer changed in between is not written.
 */
async function writeChangedContainers(
  db: Database,
  projectId: number,
  userId: number,
  now: Date,
  changed: readonly { container: ContainerValue; readVersion: number }[],
): Promise<Set<string>> {
  const written = new Set<string>();
  for (let i = 0; i < changed.length; i += BATCH) {
    const rows = changed
      .slice(i, i + BATCH)
      .map(
        ({ container, readVersion }) =>
          sql`(${container.id}, ${readVersion}::integer, ${container.shortName}, ${JSON.stringify(container.values)}::jsonb, ${JSON.stringify(container.references)}::jsonb)`,
      );
    const result = await db.execute(sql`
      UPDATE containers AS c
      SET short_name = v.short_name, parameter_values = v.parameter_values,
          reference_values = v.reference_values, version = c.version + 1,
          updated_at = ${now.toISOString()}::timestamptz, updated_by = ${userId}
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, version, short_name, parameter_values, reference_values)
      WHERE c.project_id = ${projectId} AND c.id = v.id AND c.version = v.version
      RETURNING c.id`);
    for (const row of (result as unknown as { rows: { id: string }[] }).rows) written.add(row.id);
  }
  return written;
}

/** Who works on which project: what a route with access 'project' knows. */
export interface ContainerCaller {
  services: Services;
  project: ProjectAccess;
  user: SessionUser;
}

/**
 * One module's containers in one project: the one place that reads, adds, changes, copies, sorts and
 * deletes them. Every invariant is decided by core (`@ecuc/core/ecuc` container rules) and answered here as
 * a thrown `BusinessProblem`; every multi-row change is one transaction.
 */
export class ContainerService {
  private readonly services: Services;
  private readonly db: Database;
  private readonly projectId: number;
  private readonly userId: number;

  constructor(
    caller: ContainerCaller,
    readonly descriptor: ModuleDescriptor,
  ) {
    this.services = caller.services;
    this.db = caller.services.db;
    this.projectId = caller.project.projectId;
    this.userId = caller.user.userId;
  }

  // ------------------------------------------------------------------------------------------ lookups

  /** The definition the module follows; 1054 while it has none. */
  async definition(db: Database = this.db): Promise<ModuleDef> {
    const definition = await definitionOf(this.services, this.projectId, this.descriptor.name, db);
    if (!definition) {
      throw new BusinessProblem(
        BusinessCode.MainModuleUndefined,
        message('module.noDefinitionYet', { module: this.descriptor.name }),
      );
    }
    return definition;
  }

  /** A container definition of the module; 1032 when there is none at that path. */
  private containerDefInfo(definition: ModuleDef, definitionPath: string): ContainerDefInfo {
    const info = indexModuleDef(definition).containers.get(definitionPath);
    if (!info) {
      throw new BusinessProblem(
        BusinessCode.IllegalValue,
        message('container.noDefinitionIn', { definitionPath, module: definition.name }),
        { field: 'definitionPath' },
      );
    }
    return info;
  }

  /** The module's definition, once the instance is known to be on (603 otherwise). */
  private async enabledDefinition(instanceId: number): Promise<ModuleDef> {
    await requireModuleEnabled(this.db, this.projectId, this.descriptor, instanceId);
    return this.definition();
  }

  /** A container definition of the module, once the instance is known to be on. */
  private async enabledContainerDef(instanceId: number, definitionPath: string): Promise<ContainerDefInfo> {
    return this.containerDefInfo(await this.enabledDefinition(instanceId), definitionPath);
  }

  /** A container of this module, on an enabled instance; 1060 when it does not exist (any more). */
  private async own(id: string, db: Database = this.db): Promise<ContainerValue> {
    const container = await containerById(db, this.projectId, id);
    if (!container || container.module !== this.descriptor.name) {
      throw new BusinessProblem(BusinessCode.DataMissingRefresh, message('container.gone'), {
        id,
      });
    }
    await requireModuleEnabled(db, this.projectId, this.descriptor, container.instanceId);
    return container;
  }

  /** A container of this module (see `own`) with the definition it follows. */
  private async ownWithInfo(id: string, db: Database = this.db) {
    const container = await this.own(id, db);
    const definition = await this.definition(db);
    return { container, info: this.containerDefInfo(definition, container.definitionPath) };
  }

  /** Containers of this module's instance that also meet `condition`. */
  private async instanceContainers(
    db: Database,
    instanceId: number,
    condition: SQL,
  ): Promise<ContainerValue[]> {
    const rows = await db
      .select()
      .from(containers)
      .where(
        and(
          eq(containers.projectId, this.projectId),
          eq(containers.module, this.descriptor.name),
          eq(containers.instanceId, instanceId),
          condition,
        ),
      );
    return rows.map(containerOfRow);
  }

  /** The children of `parentId` (null: the instance's top-level containers). */
  private siblings(db: Database, instanceId: number, parentId: string | null): Promise<ContainerValue[]> {
    const parent = parentId === null ? isNull(containers.parentId) : eq(containers.parentId, parentId);
    return this.instanceContainers(db, instanceId, parent);
  }

  /**
   * The id spaces of the module instance (`initial: { unique: true, space }`), read from the stored containers
   * of the definitions that have them, when a container added at `definitionPath` may need them.
   */
  private async idSpacesFor(
    db: Database,
    instanceId: number,
    definitionPath: string,
  ): Promise<IdSpaces | undefined> {
    const definition = await this.definition(db);
    if (!needsIdSpaces(definition, definitionPath)) return undefined;
    const paths = inArray(containers.definitionPath, [...idSpaceParams(definition).keys()]);
    return new IdSpaces(definition, await this.instanceContainers(db, instanceId, paths));
  }

  /** 1055 when the references of a change point at containers the project does not hold. */
  private async refuseMissingTargets(db: Database, ids: readonly string[]): Promise<void> {
    if (ids.length > 0) refuse(missingTargetRefusal(await missingContainerIds(db, this.projectId, ids)));
  }

  // ------------------------------------------------------------------------------------------- reading

  /** The module's containers (one instance, one definition, or all), in tree order. */
  async list(body: ListContainersBody): Promise<ContainerValue[]> {
    await this.enabledDefinition(body.instanceId ?? 0);
    const all = await moduleContainers(this.db, this.projectId, this.descriptor.name, body.instanceId);
    return body.definitionPath ? all.filter((c) => c.definitionPath === body.definitionPath) : all;
  }

  /** The definition path of one of the module's containers (1060 when it does not exist). */
  async definitionPathOf(id: string): Promise<string> {
    return (await this.own(id)).definitionPath;
  }

  /** The next free short name under a parent: the first unused numeric suffix. */
  async uniqueName(body: UniqueNameBody): Promise<string> {
    const info = await this.enabledContainerDef(body.instanceId, body.definitionPath);
    const around = await this.siblings(this.db, body.instanceId, body.parentId);
    return nextUniqueName(
      body.base ?? info.def.name,
      around.map((c) => c.shortName),
    );
  }

  /** The smallest integer from `start` that no container of the definition holds in `param`. */
  async uniqueId(body: UniqueIdBody): Promise<number> {
    const info = await this.enabledContainerDef(body.instanceId, body.definitionPath);
    if (!info.parameterByName.has(body.param)) {
      const noParameter = { key: 'ecuc.refusal.noParameter', params: { path: info.path, name: body.param } };
      throw new BusinessProblem(BusinessCode.IllegalValue, coreText(noParameter), {
        field: 'param',
      });
    }
    const all = await moduleContainers(this.db, this.projectId, this.descriptor.name, body.instanceId);
    const used = new Set(
      all
        .filter((c) => c.definitionPath === info.path)
        .map((c) => c.values[body.param])
        .filter((v): v is string => typeof v === 'string' && /^\d+$/.test(v))
        .map(Number),
    );
    let next = body.start;
    while (used.has(next)) next += 1;
    return next;
  }

  /** The sub-containers of a container, by position. */
  async children(parentId: string): Promise<ContainerValue[]> {
    const parent = await this.own(parentId);
    const around = await this.siblings(this.db, parent.instanceId, parent.id);
    return around.sort((a, b) => a.position - b.position);
  }

  /** Every container of the project that follows a definition (any module: reference pickers). */
  async ofDefinition(definitionPath: string): Promise<ContainerValue[]> {
    const rows = await this.db
      .select()
      .from(containers)
      .where(and(eq(containers.projectId, this.projectId), eq(containers.definitionPath, definitionPath)));
    return rows.map(containerOfRow).sort((a, b) => a.position - b.position);
  }

  // ------------------------------------------------------------------------------------------- writing

  /** Adds a container (defaults and mandatory sub-containers filled in unless told otherwise). */
  async add(body: AddContainerBody): Promise<{ container: ContainerValue; created: number }> {
    const def = await this.enabledContainerDef(body.instanceId, body.definitionPath);
    let parentPath: string | null = null;
    if (body.parentId !== null) {
      const parent = await this.own(body.parentId);
      parentPath = parent.definitionPath;
      if (parent.instanceId !== body.instanceId) {
        throw new BusinessProblem(BusinessCode.IllegalValue, message('container.parentOfOtherInstance'), {
          field: 'parentId',
        });
      }
    }
    refuse(placementRefusal(def, parentPath));
    refuse(unknownNameRefusal(def, body));
    await this.refuseMissingTargets(this.db, referencedContainerIds(def, body));
    return this.db.transaction(async (tx) => {
      const around = await this.siblings(tx, body.instanceId, body.parentId);
      refuse(additionRefusal(def, around, body.shortName));
      const names = around.map((c) => c.shortName);
      const idSpaces = body.withDefaults ? await this.idSpacesFor(tx, body.instanceId, def.path) : undefined;
      const created = body.withDefaults
        ? newContainerWithDefaults(def.def, def.path, {
            module: this.descriptor.name,
            instanceId: body.instanceId,
            parentId: body.parentId,
            siblingNames: names,
            siblings: around,
            position: around.length,
            newId: randomUUID,
            ...(idSpaces ? { idSpaces } : {}),
          })
        : [
            {
              id: randomUUID(),
              module: this.descriptor.name,
              instanceId: body.instanceId,
              definitionPath: def.path,
              parentId: body.parentId,
              shortName: nextUniqueName(def.def.name, names),
              position: around.length,
              values: {},
              references: {},
              version: 1,
            },
          ];
      const root = created[0]!;
      if (body.shortName !== undefined) root.shortName = body.shortName;
      else if (names.includes(root.shortName)) root.shortName = nextUniqueName(def.def.name, names);
      root.values = { ...root.values, ...body.values };
      root.references = { ...root.references, ...body.references };
      await insertContainers(tx, this.projectId, created, this.userId);
      await touchProject(tx, this.projectId, this.services.clock.now());
      return { container: root, created: created.length };
    });
  }

  /** Changes one container; a stale version answers 1060 with the current data. */
  async update(body: UpdateContainerBody): Promise<{ container: ContainerValue }> {
    return this.db.transaction(async (tx) => {
      const { container: current, info } = await this.ownWithInfo(body.id, tx);
      refuse(unknownNameRefusal(info, body));
      await this.refuseMissingTargets(tx, referencedContainerIds(info, body));
      if (body.shortName !== undefined && body.shortName !== current.shortName) {
        refuse(
          renameRefusal(
            current,
            await this.siblings(tx, current.instanceId, current.parentId),
            body.shortName,
          ),
        );
      }
      const changed = applyContainerChange({ ...current, version: body.version }, body);
      const now = this.services.clock.now();
      const written = await writeChangedContainers(tx, this.projectId, this.userId, now, [
        { container: changed, readVersion: body.version },
      ]);
      if (!written.has(body.id)) {
        const latest = await containerById(tx, this.projectId, body.id);
        throw new BusinessProblem(BusinessCode.DataMissingRefresh, coreText({ key: 'ecuc.refusal.stale' }), {
          current: latest ?? null,
        });
      }
      await touchProject(tx, this.projectId, now);
      return { container: changed };
    });
  }

  /**
   * Applies several changes as one transaction, all or none: each carries the version its client read, and
   * one stale change (or one naming a container that is gone) refuses the set with 1060 and the stale rows.
   */
  async applyChangeSet(body: ChangeSetBody): Promise<ChangeSetData> {
    const ids = [...new Set(body.changes.map((c) => c.id))];
    return this.db.transaction(async (tx) => {
      const current = (
        await inBatches(ids, (batch) =>
          tx
            .select()
            .from(containers)
            .where(
              and(
                eq(containers.projectId, this.projectId),
                eq(containers.module, this.descriptor.name),
                inArray(containers.id, batch),
              ),
            ),
        )
      ).map(containerOfRow);
      // A module of one instance answers 603 while off even when none of the rows exists any more.
      const instances = this.descriptor.instanceBased ? new Set(current.map((c) => c.instanceId)) : [0];
      for (const instanceId of instances) {
        await requireModuleEnabled(tx, this.projectId, this.descriptor, instanceId);
      }
      const index = indexModuleDef(await this.definition(tx));
      const outcome = applyChangeSet(
        body.changes,
        [...current, ...(await this.siblingsOfRenamed(tx, body.changes, current))],
        (c) => index.containers.get(c.definitionPath),
      );
      if (!outcome.ok) return refuse(outcome.refusal);
      await this.refuseMissingTargets(tx, outcome.referenceTargets);
      const readVersion = new Map(body.changes.map((c) => [c.id, c.version]));
      const now = this.services.clock.now();
      const changed = outcome.containers.map((container) => ({
        container,
        readVersion: readVersion.get(container.id)!,
      }));
      const written = await writeChangedContainers(tx, this.projectId, this.userId, now, changed);
      if (written.size < changed.length) {
        // Changed by someone else between our read and our write.
        const stale = await Promise.all(
          changed
            .filter(({ container }) => !written.has(container.id))
            .map(async ({ container }) => ({
              id: container.id,
              current: (await containerById(tx, this.projectId, container.id)) ?? null,
            })),
        );
        return refuse(staleRefusal(stale));
      }
      await touchProject(tx, this.projectId, now);
      return { containers: outcome.containers };
    });
  }

  /** The siblings of the containers a change set renames (so that core can keep sibling names unique). */
  private async siblingsOfRenamed(
    db: Database,
    changes: ChangeSetBody['changes'],
    current: readonly ContainerValue[],
  ): Promise<ContainerValue[]> {
    const byId = new Map(current.map((c) => [c.id, c]));
    const renamed = changes
      .map((change) => ({ change, container: byId.get(change.id) }))
      .filter(
        (r): r is { change: (typeof changes)[number]; container: ContainerValue } =>
          r.container !== undefined &&
          r.change.shortName !== undefined &&
          r.change.shortName !== r.container.shortName,
      )
      .map((r) => r.container);
    if (renamed.length === 0) return [];
    const parentIds = [...new Set(renamed.flatMap((c) => (c.parentId === null ? [] : [c.parentId])))];
    const topLevelInstances = [
      ...new Set(renamed.filter((c) => c.parentId === null).map((c) => c.instanceId)),
    ];
    const out = (
      await inBatches(parentIds, (batch) =>
        db
          .select()
          .from(containers)
          .where(and(eq(containers.projectId, this.projectId), inArray(containers.parentId, batch))),
      )
    ).map(containerOfRow);
    for (const instanceId of topLevelInstances) out.push(...(await this.siblings(db, instanceId, null)));
    return out.filter((c) => !byId.has(c.id));
  }

  /** Deletes a container and its sub-containers; refused (1055) while others refer to them, 1058 at the lower multiplicity. */
  async remove(id: string): Promise<{ deleted: number }> {
    const { container: target, info } = await this.ownWithInfo(id);
    return this.db.transaction(async (tx) => {
      const ids = await subtreeIds(tx, this.projectId, target.id);
      const around = await this.siblings(tx, target.instanceId, target.parentId);
      const same = around.filter((c) => c.definitionPath === target.definitionPath).length;
      refuse(deletionRefusal(info, same, await referrersWithPaths(tx, this.projectId, ids)));
      await tx
        .delete(containers)
        .where(and(eq(containers.projectId, this.projectId), eq(containers.id, target.id)));
      await touchProject(tx, this.projectId, this.services.clock.now());
      return { deleted: ids.length };
    });
  }

  /** Copies a container with its sub-containers beside it; the copy takes the next free name. */
  async copy(id: string): Promise<{ container: ContainerValue; created: number }> {
    const { container: source, info } = await this.ownWithInfo(id);
    return this.db.transaction(async (tx) => {
      const around = await this.siblings(tx, source.instanceId, source.parentId);
      refuse(copyRefusal(info, around));
      const ids = await subtreeIds(tx, this.projectId, source.id);
      const subtree = (
        await tx
          .select()
          .from(containers)
          .where(and(eq(containers.projectId, this.projectId), inArray(containers.id, ids)))
      ).map(containerOfRow);
      const copies = copyOfSubtree(subtree, source.id, {
        siblingNames: around.map((c) => c.shortName),
        position: around.length,
        newId: randomUUID,
      });
      await insertContainers(tx, this.projectId, copies, this.userId);
      await touchProject(tx, this.projectId, this.services.clock.now());
      return { container: copies[0]!, created: copies.length };
    });
  }

  /** Reorders siblings: `ids` first in their new order, the others after them. */
  async sort(ids: readonly string[]): Promise<null> {
    const first = await this.own(ids[0]!);
    const around = await this.siblings(this.db, first.instanceId, first.parentId);
    const sorted = sortedSiblingOrder(around, ids);
    if (!sorted.ok) return refuse(sorted.refusal);
    await this.db.transaction(async (tx) => {
      for (const [position, id] of sorted.order.entries()) {
        await tx
          .update(containers)
          .set({ position })
          .where(and(eq(containers.projectId, this.projectId), eq(containers.id, id)));
      }
    });
    return null;
  }
}

/** The container service of one module for the caller of a project route. */
export function containerService(caller: ContainerCaller, descriptor: ModuleDescriptor): ContainerService {
  return new ContainerService(caller, descriptor);
}
