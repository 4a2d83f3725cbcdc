import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  addContainerBody,
  BusinessCode,
  containerIdBody,
  listContainersBody,
  sortContainersBody,
  superIdBody,
  typeListBody,
  uniqueIdBody,
  uniqueNameBody,
  updateContainerBody,
} from '@ecuc/core/api';
import { MODULE_CATALOGUE, type ModuleDescriptor } from '@ecuc/core/catalogue';
import {
  CONTAINER_REFERENCE_KINDS,
  exceedsUpper,
  indexModuleDef,
  newContainerWithDefaults,
  nextUniqueName,
  type ContainerDefInfo,
  type ContainerValue,
  type ModuleDef,
} from '@ecuc/core/ecuc';
import { containers, projects } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { BusinessProblem, fail, ok } from '../http/envelope.js';
import { route, type AnyRoute, type RouteContext } from '../http/route.js';
import { requireModuleEnabled } from '../projects/modules.js';
import type { Services } from '../services.js';
import {
  containerById,
  containerOfRow,
  insertContainers,
  moduleContainers,
  pathOfContainer,
  referrersOf,
  subtreeIds,
} from '../configuration/store.js';
import { definitionOf } from './definitions.js';

/** Where a module's container calls look things up. */
interface ModuleScope {
  descriptor: ModuleDescriptor;
  definition: ModuleDef;
}

type Ctx = RouteContext<unknown, unknown>;

async function moduleDefinition(
  services: Services,
  projectId: number,
  descriptor: ModuleDescriptor,
): Promise<ModuleDef> {
  const definition = await definitionOf(services, projectId, descriptor.name);
  if (!definition) {
    throw new BusinessProblem(
      BusinessCode.MainModuleUndefined,
      `the module ${descriptor.name} has no definition yet`,
    );
  }
  return definition;
}

function containerDefInfo(scope: ModuleScope, definitionPath: string): ContainerDefInfo {
  const info = indexModuleDef(scope.definition).containers.get(definitionPath);
  if (!info) {
    throw new BusinessProblem(
      BusinessCode.IllegalValue,
      `no container definition ${definitionPath} in ${scope.definition.name}`,
      {
        field: 'definitionPath',
      },
    );
  }
  return info;
}

async function siblings(
  db: Database,
  projectId: number,
  module: string,
  instanceId: number,
  parentId: string | null,
) {
  const rows = await db
    .select()
    .from(containers)
    .where(
      and(
        eq(containers.projectId, projectId),
        eq(containers.module, module),
        eq(containers.instanceId, instanceId),
        parentId === null ? isNull(containers.parentId) : eq(containers.parentId, parentId),
      ),
    );
  return rows.map(containerOfRow);
}

/** Checks parameter and reference names against the definition, and container references against the project. */
async function checkValues(
  db: Database,
  projectId: number,
  info: ContainerDefInfo,
  values: Record<string, unknown> | undefined,
  references: Record<string, string[]> | undefined,
): Promise<void> {
  for (const name of Object.keys(values ?? {})) {
    if (!info.parameterByName.has(name)) {
      throw new BusinessProblem(BusinessCode.IllegalValue, `${info.path} has no parameter ${name}`, {
        field: `values.${name}`,
      });
    }
  }
  const targets = new Set<string>();
  for (const [name, list] of Object.entries(references ?? {})) {
    const def = info.referenceByName.get(name);
    if (!def) {
      throw new BusinessProblem(BusinessCode.IllegalValue, `${info.path} has no reference ${name}`, {
        field: `references.${name}`,
      });
    }
    if (CONTAINER_REFERENCE_KINDS.has(def.kind)) for (const target of list) targets.add(target);
  }
  if (targets.size === 0) return;
  const found = await db
    .select({ id: containers.id })
    .from(containers)
    .where(and(eq(containers.projectId, projectId), inArray(containers.id, [...targets])));
  const missing = [...targets].filter((t) => !found.some((f) => f.id === t));
  if (missing.length > 0) {
    throw new BusinessProblem(
      BusinessCode.BadReference,
      'a reference points at a container that does not exist',
      {
        missing,
      },
    );
  }
}

async function touchProject(db: Database, projectId: number, now: Date): Promise<void> {
  await db.update(projects).set({ updatedAt: now }).where(eq(projects.id, projectId));
}

/** The container calls of one module, served under its API prefix. */
function containerRoutes(descriptor: ModuleDescriptor): AnyRoute[] {
  const prefix = `/${descriptor.apiPrefix}`;
  const tag = descriptor.name;

  async function scope(ctx: Ctx, instanceId: number): Promise<ModuleScope> {
    await requireModuleEnabled(ctx.services.db, ctx.project!.projectId, descriptor, instanceId);
    return {
      descriptor,
      definition: await moduleDefinition(ctx.services, ctx.project!.projectId, descriptor),
    };
  }

  async function ownContainer(ctx: Ctx, id: string): Promise<ContainerValue> {
    const container = await containerById(ctx.services.db, ctx.project!.projectId, id);
    if (!container || container.module !== descriptor.name) {
      throw new BusinessProblem(BusinessCode.DataMissingRefresh, 'the container does not exist (any more)', {
        id,
      });
    }
    await requireModuleEnabled(ctx.services.db, ctx.project!.projectId, descriptor, container.instanceId);
    return container;
  }

  /** A container of this module (see `ownContainer`) with the definition it follows. */
  async function ownContainerWithInfo(
    ctx: Ctx,
    id: string,
  ): Promise<{ container: ContainerValue; info: ContainerDefInfo }> {
    const container = await ownContainer(ctx, id);
    const definition = await moduleDefinition(ctx.services, ctx.project!.projectId, descriptor);
    return { container, info: containerDefInfo({ descriptor, definition }, container.definitionPath) };
  }

  const add = route({
    method: 'POST',
    url: `${prefix}/addData`,
    summary: `Add a ${descriptor.name} container (defaults and mandatory sub-containers filled in)`,
    tag,
    access: 'project',
    body: addContainerBody,
    async handler(ctx) {
      const { body, services } = ctx;
      const projectId = ctx.project!.projectId;
      const s = await scope(ctx as Ctx, body.instanceId);
      const info = containerDefInfo(s, body.definitionPath);
      let parentPath: string | null = null;
      if (body.parentId !== null) {
        const parent = await ownContainer(ctx as Ctx, body.parentId);
        parentPath = parent.definitionPath;
        if (parent.instanceId !== body.instanceId) {
          return fail(BusinessCode.IllegalValue, 'the parent belongs to another instance', {
            field: 'parentId',
          });
        }
      }
      if (info.parentPath !== parentPath) {
        return fail(
          BusinessCode.IllegalOperation,
          `${info.path} does not go under ${parentPath ?? 'the module'}`,
          {
            field: 'parentId',
          },
        );
      }
      await checkValues(services.db, projectId, info, body.values, body.references);
      return services.db.transaction(async (tx) => {
        const around = await siblings(tx, projectId, descriptor.name, body.instanceId, body.parentId);
        const same = around.filter((c) => c.definitionPath === info.path);
        if (exceedsUpper(same.length + 1, info.def.upper)) {
          return fail(
            BusinessCode.DataOverLimit,
            `${info.def.name} may occur at most ${String(info.def.upper)} times here`,
            {
              upper: info.def.upper,
            },
          );
        }
        if (info.isChoiceOption && around.length > 0) {
          return fail(BusinessCode.DataOverLimit, 'a choice container holds exactly one of its choices');
        }
        const names = around.map((c) => c.shortName);
        if (body.shortName !== undefined && names.includes(body.shortName))
          return fail(BusinessCode.NameExists);
        const created = body.withDefaults
          ? newContainerWithDefaults(info.def, info.path, {
              module: descriptor.name,
              instanceId: body.instanceId,
              parentId: body.parentId,
              siblingNames: names,
              position: around.length,
              newId: randomUUID,
            })
          : [
              {
                id: randomUUID(),
                module: descriptor.name,
                instanceId: body.instanceId,
                definitionPath: info.path,
                parentId: body.parentId,
                shortName: nextUniqueName(info.def.name, names),
                position: around.length,
                values: {},
                references: {},
                version: 1,
              },
            ];
        const root = created[0]!;
        if (body.shortName !== undefined) root.shortName = body.shortName;
        else if (names.includes(root.shortName)) root.shortName = nextUniqueName(info.def.name, names);
        root.values = { ...root.values, ...body.values };
        root.references = { ...root.references, ...body.references };
        await insertContainers(tx, projectId, created, ctx.user!.userId);
        await touchProject(tx, projectId, services.clock.now());
        return ok({ container: root, created: created.length });
      });
    },
  });

  const update = route({
    method: 'POST',
    url: `${prefix}/updateIdData`,
    summary: `Change a ${descriptor.name} container; a stale version answers 1060 with the current data`,
    tag,
    access: 'project',
    body: updateContainerBody,
    async handler(ctx) {
      const { body, services } = ctx;
      const projectId = ctx.project!.projectId;
      const { container: current, info } = await ownContainerWithInfo(ctx as Ctx, body.id);
      await checkValues(services.db, projectId, info, body.values, body.references);
      if (body.shortName !== undefined && body.shortName !== current.shortName) {
        const around = await siblings(
          services.db,
          projectId,
          descriptor.name,
          current.instanceId,
          current.parentId,
        );
        if (around.some((c) => c.id !== current.id && c.shortName === body.shortName))
          return fail(BusinessCode.NameExists);
      }
      const values = { ...current.values };
      for (const [name, value] of Object.entries(body.values ?? {})) {
        if (value === null) delete values[name];
        else values[name] = value;
      }
      const references = { ...current.references, ...body.references };
      for (const [name, targets] of Object.entries(references))
        if (targets.length === 0) delete references[name];
      const updated = await services.db
        .update(containers)
        .set({
          shortName: body.shortName ?? current.shortName,
          parameterValues: values,
          referenceValues: references,
          version: sql`${containers.version} + 1`,
          updatedAt: services.clock.now(),
          updatedBy: ctx.user!.userId,
        })
        .where(
          and(
            eq(containers.id, body.id),
            eq(containers.projectId, projectId),
            eq(containers.version, body.version),
          ),
        )
        .returning();
      if (!updated[0]) {
        const now = await containerById(services.db, projectId, body.id);
        return fail(BusinessCode.DataMissingRefresh, 'someone else changed this data: refresh', {
          current: now ?? null,
        });
      }
      await touchProject(services.db, projectId, services.clock.now());
      return ok({ container: containerOfRow(updated[0]) });
    },
  });

  const remove = route({
    method: 'POST',
    url: `${prefix}/deleteIdData`,
    summary: `Delete a ${descriptor.name} container and its sub-containers; refused (1055) while others refer to them`,
    tag,
    access: 'project',
    body: containerIdBody,
    async handler(ctx) {
      const { body, services } = ctx;
      const projectId = ctx.project!.projectId;
      const { container: target, info } = await ownContainerWithInfo(ctx as Ctx, body.id);
      return services.db.transaction(async (tx) => {
        const ids = await subtreeIds(tx, projectId, target.id);
        const referrers = await referrersOf(tx, projectId, ids);
        if (referrers.length > 0) {
          const rows = await Promise.all(
            referrers.map(async (r) => ({
              id: r.container.id,
              path: await pathOfContainer(tx, projectId, r.container),
              reference: r.reference,
            })),
          );
          return fail(
            BusinessCode.BadReference,
            `still referred to by ${rows.map((r) => r.path).join(', ')}`,
            {
              referrers: rows,
            },
          );
        }
        const around = await siblings(tx, projectId, descriptor.name, target.instanceId, target.parentId);
        const same = around.filter((c) => c.definitionPath === target.definitionPath);
        if (info.def.lower > 0 && same.length <= info.def.lower) {
          return fail(
            BusinessCode.MinimalSystemData,
            `${info.def.name} must occur at least ${info.def.lower} times`,
          );
        }
        await tx
          .delete(containers)
          .where(and(eq(containers.projectId, projectId), eq(containers.id, target.id)));
        await touchProject(tx, projectId, services.clock.now());
        return ok({ deleted: ids.length });
      });
    },
  });

  const list = route({
    method: 'POST',
    url: `${prefix}/getProjectIdListData`,
    summary: `The ${descriptor.name} containers of the project (one instance, one definition, or all)`,
    tag,
    access: 'project',
    body: listContainersBody,
    async handler(ctx) {
      const { body, services } = ctx;
      await scope(ctx as Ctx, body.instanceId ?? 0);
      const all = await moduleContainers(
        services.db,
        ctx.project!.projectId,
        descriptor.name,
        body.instanceId,
      );
      return ok(body.definitionPath ? all.filter((c) => c.definitionPath === body.definitionPath) : all);
    },
  });

  const uniqueName = route({
    method: 'POST',
    url: `${prefix}/getUniqueName`,
    summary: 'The next free short name: the first unused numeric suffix',
    tag,
    access: 'project',
    body: uniqueNameBody,
    async handler(ctx) {
      const { body, services } = ctx;
      const s = await scope(ctx as Ctx, body.instanceId);
      const info = containerDefInfo(s, body.definitionPath);
      const around = await siblings(
        services.db,
        ctx.project!.projectId,
        descriptor.name,
        body.instanceId,
        body.parentId,
      );
      return ok(
        nextUniqueName(
          body.base ?? info.def.name,
          around.map((c) => c.shortName),
        ),
      );
    },
  });

  const uniqueId = route({
    method: 'POST',
    url: `${prefix}/getUniqueId`,
    summary: 'The smallest integer not yet used by a parameter over the containers of one definition',
    tag,
    access: 'project',
    body: uniqueIdBody,
    async handler(ctx) {
      const { body, services } = ctx;
      const s = await scope(ctx as Ctx, body.instanceId);
      const info = containerDefInfo(s, body.definitionPath);
      if (!info.parameterByName.has(body.param)) {
        return fail(BusinessCode.IllegalValue, `${info.path} has no parameter ${body.param}`, {
          field: 'param',
        });
      }
      const all = await moduleContainers(
        services.db,
        ctx.project!.projectId,
        descriptor.name,
        body.instanceId,
      );
      const used = new Set(
        all
          .filter((c) => c.definitionPath === info.path)
          .map((c) => c.values[body.param])
          .filter((v): v is string => typeof v === 'string' && /^\d+$/.test(v))
          .map(Number),
      );
      let next = body.start;
      while (used.has(next)) next += 1;
      return ok(next);
    },
  });

  const superList = route({
    method: 'POST',
    url: `${prefix}/getSuperIdListData`,
    summary: 'The sub-containers of a container',
    tag,
    access: 'project',
    body: superIdBody,
    async handler(ctx) {
      const parent = await ownContainer(ctx as Ctx, ctx.body.parentId);
      const around = await siblings(
        ctx.services.db,
        ctx.project!.projectId,
        descriptor.name,
        parent.instanceId,
        parent.id,
      );
      return ok(around.sort((a, b) => a.position - b.position));
    },
  });

  const typeList = route({
    method: 'POST',
    url: `${prefix}/getTypeListData`,
    summary: 'Every container of the project that follows a definition (for reference pickers)',
    tag,
    access: 'project',
    body: typeListBody,
    async handler(ctx) {
      const rows = await ctx.services.db
        .select()
        .from(containers)
        .where(
          and(
            eq(containers.projectId, ctx.project!.projectId),
            eq(containers.definitionPath, ctx.body.definitionPath),
          ),
        );
      return ok(rows.map(containerOfRow).sort((a, b) => a.position - b.position));
    },
  });

  const sort = route({
    method: 'POST',
    url: `${prefix}/sortData`,
    summary: 'Reorder sibling containers (drag-sort)',
    tag,
    access: 'project',
    body: sortContainersBody,
    async handler(ctx) {
      const { body, services } = ctx;
      const projectId = ctx.project!.projectId;
      const first = await ownContainer(ctx as Ctx, body.ids[0]!);
      const around = await siblings(
        services.db,
        projectId,
        descriptor.name,
        first.instanceId,
        first.parentId,
      );
      const known = new Set(around.map((c) => c.id));
      if (body.ids.some((id) => !known.has(id)) || new Set(body.ids).size !== body.ids.length) {
        return fail(BusinessCode.IllegalValue, 'sort siblings of one parent, each once', { field: 'ids' });
      }
      const rest = around.filter((c) => !body.ids.includes(c.id)).sort((a, b) => a.position - b.position);
      const order = [...body.ids, ...rest.map((c) => c.id)];
      await services.db.transaction(async (tx) => {
        for (const [position, id] of order.entries()) {
          await tx
            .update(containers)
            .set({ position })
            .where(and(eq(containers.projectId, projectId), eq(containers.id, id)));
        }
      });
      return ok(null);
    },
  });

  const copy = route({
    method: 'POST',
    url: `${prefix}/copyData`,
    summary: 'Copy a container with its sub-containers; the copy takes the next free name',
    tag,
    access: 'project',
    body: containerIdBody,
    async handler(ctx) {
      const { body, services } = ctx;
      const projectId = ctx.project!.projectId;
      const { container: source, info } = await ownContainerWithInfo(ctx as Ctx, body.id);
      return services.db.transaction(async (tx) => {
        const around = await siblings(tx, projectId, descriptor.name, source.instanceId, source.parentId);
        const same = around.filter((c) => c.definitionPath === source.definitionPath);
        if (exceedsUpper(same.length + 1, info.def.upper) || info.isChoiceOption) {
          return fail(
            BusinessCode.DataOverLimit,
            `${info.def.name} may occur at most ${String(info.def.upper)} times here`,
          );
        }
        const ids = await subtreeIds(tx, projectId, source.id);
        const rows = (await tx.select().from(containers).where(inArray(containers.id, ids))).map(
          containerOfRow,
        );
        const newIds = new Map(ids.map((id) => [id, randomUUID()]));
        const byId = new Map(rows.map((r) => [r.id, r]));
        const depth = (c: ContainerValue): number =>
          c.parentId && byId.has(c.parentId) ? depth(byId.get(c.parentId)!) + 1 : 0;
        const copies = rows
          .sort((a, b) => depth(a) - depth(b))
          .map((c) => ({
            ...c,
            id: newIds.get(c.id)!,
            parentId: c.id === source.id ? c.parentId : newIds.get(c.parentId!)!,
            references: Object.fromEntries(
              Object.entries(c.references).map(([name, targets]) => [
                name,
                targets.map((t) => newIds.get(t) ?? t),
              ]),
            ),
            version: 1,
          }));
        const root = copies[0]!;
        root.shortName = nextUniqueName(
          source.shortName,
          around.map((c) => c.shortName),
        );
        root.position = around.length;
        await insertContainers(tx, projectId, copies, ctx.user!.userId);
        await touchProject(tx, projectId, services.clock.now());
        return ok({ container: root, created: copies.length });
      });
    },
  });

  return [add, update, remove, list, uniqueName, uniqueId, superList, typeList, sort, copy];
}

/** One API prefix per module (the RTE pages share `rte`, which the Rte module answers). */
function modulesWithContainerCalls(): ModuleDescriptor[] {
  const byPrefix = new Map<string, ModuleDescriptor>();
  for (const m of MODULE_CATALOGUE) {
    if (!m.apiPrefix || m.availability === 'notAvailable') continue;
    const existing = byPrefix.get(m.apiPrefix);
    if (!existing || ((existing.kind ?? 'module') !== 'module' && (m.kind ?? 'module') === 'module')) {
      byPrefix.set(m.apiPrefix, m);
    }
  }
  return [...byPrefix.values()].filter((m) => (m.kind ?? 'module') === 'module');
}

/** EcuC's own form-encoded calls (spec section 7: /ecuc/add, delete, update, getListData). */
function ecucFormRoutes(generic: AnyRoute[]): AnyRoute[] {
  const alias = (name: string, url: string, summary: string): AnyRoute | undefined => {
    const r = generic.find((g) => g.url === `/ecuc/${name}`);
    return r && { ...r, url, summary: `${summary} (form-encoded)` };
  };
  return [
    alias('addData', '/ecuc/add', 'Add an EcuC container'),
    alias('deleteIdData', '/ecuc/delete', 'Delete an EcuC container'),
    alias('updateIdData', '/ecuc/update', 'Change an EcuC container'),
    alias('getProjectIdListData', '/ecuc/getListData', 'The EcuC containers'),
  ].filter((r): r is AnyRoute => r !== undefined);
}

/** The container calls of every module in the catalogue as it is now (registered modules included). */
export function containerCallRoutes(): AnyRoute[] {
  const generic = modulesWithContainerCalls().flatMap(containerRoutes);
  return [...generic, ...ecucFormRoutes(generic)];
}
