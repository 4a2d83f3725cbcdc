import {
  addContainerBody,
  changeSetBody,
  containerIdBody,
  listContainersBody,
  sortContainersBody,
  superIdBody,
  typeListBody,
  uniqueIdBody,
  uniqueNameBody,
  updateContainerBody,
} from '@ecuc/core/api';
import { BusinessCode } from '@ecuc/core/api';
import { MODULE_CATALOGUE, type ModuleDescriptor } from '@ecuc/core/catalogue';
import { indexModuleDef } from '@ecuc/core/ecuc';
import { modulePlugin } from '@ecuc/core/modules';
import { BusinessProblem, ok } from '../http/envelope.js';
import { message } from '../http/messages.js';
import { route, type AnyRoute } from '../http/route.js';
import { containerService, type ContainerService } from '../configuration/container-service.js';

/**
 * The container calls of one module, served under its API prefix. Each is a thin handler over the
 * container service (`configuration/container-service.ts`), which owns the invariants and transactions.
 */
function containerRoutes(descriptor: ModuleDescriptor): AnyRoute[] {
  const prefix = `/${descriptor.apiPrefix}`;
  const tag = descriptor.name;
  const common = { method: 'POST', tag, access: 'project' } as const;

  return [
    route({
      ...common,
      url: `${prefix}/addData`,
      summary: `Add a ${descriptor.name} container (defaults and mandatory sub-containers filled in)`,
      body: addContainerBody,
      async handler(ctx) {
        return ok(await containerService(ctx, descriptor).add(ctx.body));
      },
    }),
    route({
      ...common,
      url: `${prefix}/updateIdData`,
      summary: `Change a ${descriptor.name} container; a stale version answers 1060 with the current data`,
      body: updateContainerBody,
      async handler(ctx) {
        return ok(await containerService(ctx, descriptor).update(ctx.body));
      },
    }),
    route({
      ...common,
      url: `${prefix}/deleteIdData`,
      summary: `Delete a ${descriptor.name} container and its sub-containers; refused (1055) while others refer to them`,
      body: containerIdBody,
      async handler(ctx) {
        return ok(await containerService(ctx, descriptor).remove(ctx.body.id));
      },
    }),
    route({
      ...common,
      url: `${prefix}/getProjectIdListData`,
      summary: `The ${descriptor.name} containers of the project (one instance, one definition, or all)`,
      body: listContainersBody,
      async handler(ctx) {
        return ok(await containerService(ctx, descriptor).list(ctx.body));
      },
    }),
    route({
      ...common,
      url: `${prefix}/getUniqueName`,
      summary: 'The next free short name: the first unused numeric suffix',
      body: uniqueNameBody,
      async handler(ctx) {
        return ok(await containerService(ctx, descriptor).uniqueName(ctx.body));
      },
    }),
    route({
      ...common,
      url: `${prefix}/getUniqueId`,
      summary: 'The smallest integer not yet used by a parameter over the containers of one definition',
      body: uniqueIdBody,
      async handler(ctx) {
        return ok(await containerService(ctx, descriptor).uniqueId(ctx.body));
      },
    }),
    route({
      ...common,
      url: `${prefix}/getSuperIdListData`,
      summary: 'The sub-containers of a container',
      body: superIdBody,
      async handler(ctx) {
        return ok(await containerService(ctx, descriptor).children(ctx.body.parentId));
      },
    }),
    route({
      ...common,
      url: `${prefix}/getTypeListData`,
      summary: 'Every container of the project that follows a definition (for reference pickers)',
      body: typeListBody,
      async handler(ctx) {
        return ok(await containerService(ctx, descriptor).ofDefinition(ctx.body.definitionPath));
      },
    }),
    route({
      ...common,
      url: `${prefix}/sortData`,
      summary: 'Reorder sibling containers (drag-sort)',
      body: sortContainersBody,
      async handler(ctx) {
        return ok(await containerService(ctx, descriptor).sort(ctx.body.ids));
      },
    }),
    route({
      ...common,
      url: `${prefix}/copyData`,
      summary: 'Copy a container with its sub-containers; the copy takes the next free name',
      body: containerIdBody,
      async handler(ctx) {
        return ok(await containerService(ctx, descriptor).copy(ctx.body.id));
      },
    }),
    route({
      ...common,
      url: `${prefix}/applyChangeSet`,
      summary: `Apply several ${descriptor.name} container changes as one transaction, all or none; one stale version answers 1060 with the stale rows`,
      body: changeSetBody,
      async handler(ctx) {
        return ok(await containerService(ctx, descriptor).applyChangeSet(ctx.body));
      },
    }),
  ];
}

/** `addData` and `getUniqueName` of a call list: the list gives the definition, the body need not. */
const listAddBody = addContainerBody.partial({ definitionPath: true });
const listUniqueNameBody = uniqueNameBody.partial({ definitionPath: true });

/**
 * The calls of one of the module's call lists (`ModulePlugin.callLists`, the spec's per-module lists), under
 * `/<apiPrefix>/<list>/`: the module's own container calls restricted to one container definition. Only its
 * containers are listed; a container added names it or nothing; a body naming another definition, or an id of
 * a container of another definition, is refused with 1032.
 */
function callListRoutes(
  descriptor: ModuleDescriptor,
  list: string,
  definitionPath: string,
  singleParentPath: string | null,
): AnyRoute[] {
  const prefix = `/${descriptor.apiPrefix}/${list}`;
  const tag = descriptor.name;
  const common = { method: 'POST', tag, access: 'project' } as const;
  /**
   * The parent a body leaves out: the one container of the parent definition when that definition, and each
   * above it, occurs once (a configuration set's children); else none, and the body names it.
   */
  const parentOf = async (
    service: ContainerService,
    body: { parentId: string | null; instanceId: number },
  ): Promise<string | null> => {
    if (body.parentId !== null || singleParentPath === null) return body.parentId;
    const parents = await service.list({ instanceId: body.instanceId, definitionPath: singleParentPath });
    return parents.length === 1 ? (parents[0]?.id ?? null) : null;
  };
  const sameDefinition = (named: string | undefined, field: string): void => {
    if (named !== undefined && named !== definitionPath) {
      throw new BusinessProblem(
        BusinessCode.IllegalValue,
        message('container.notInCallList', { list, definitionPath: named }),
        { field },
      );
    }
  };

  return [
    route({
      ...common,
      url: `${prefix}/addData`,
      summary: `Add a ${definitionPath} container (the ${list} list of ${descriptor.name})`,
      body: listAddBody,
      async handler(ctx) {
        sameDefinition(ctx.body.definitionPath, 'definitionPath');
        const service = containerService(ctx, descriptor);
        const parentId = await parentOf(service, ctx.body);
        return ok(await service.add({ ...ctx.body, definitionPath, parentId }));
      },
    }),
    route({
      ...common,
      url: `${prefix}/updateIdData`,
      summary: `Change a container of the ${list} list of ${descriptor.name}; 1032 for another definition's`,
      body: updateContainerBody,
      async handler(ctx) {
        const service = containerService(ctx, descriptor);
        sameDefinition(await service.definitionPathOf(ctx.body.id), 'id');
        return ok(await service.update(ctx.body));
      },
    }),
    route({
      ...common,
      url: `${prefix}/deleteIdData`,
      summary: `Delete a container of the ${list} list of ${descriptor.name}; 1032 for another definition's`,
      body: containerIdBody,
      async handler(ctx) {
        const service = containerService(ctx, descriptor);
        sameDefinition(await service.definitionPathOf(ctx.body.id), 'id');
        return ok(await service.remove(ctx.body.id));
      },
    }),
    route({
      ...common,
      url: `${prefix}/getProjectIdListData`,
      summary: `The containers of the ${list} list of ${descriptor.name} (${definitionPath})`,
      body: listContainersBody,
      async handler(ctx) {
        sameDefinition(ctx.body.definitionPath, 'definitionPath');
        return ok(await containerService(ctx, descriptor).list({ ...ctx.body, definitionPath }));
      },
    }),
    route({
      ...common,
      url: `${prefix}/getUniqueName`,
      summary: `The next free short name of a ${definitionPath} container`,
      body: listUniqueNameBody,
      async handler(ctx) {
        sameDefinition(ctx.body.definitionPath, 'definitionPath');
        const service = containerService(ctx, descriptor);
        const parentId = await parentOf(service, ctx.body);
        return ok(await service.uniqueName({ ...ctx.body, definitionPath, parentId }));
      },
    }),
  ];
}

/** The call lists a module's plugin declares, each served by `callListRoutes`. */
function moduleCallListRoutes(descriptor: ModuleDescriptor): AnyRoute[] {
  const plugin = modulePlugin(descriptor.name);
  if (!plugin?.callLists) return [];
  const index = indexModuleDef(plugin.definition).containers;
  /** The parent definition of `path` when it and every definition above it occur at most once, else null. */
  const singleParentPath = (path: string): string | null => {
    const parentPath = index.get(path)?.parentPath ?? null;
    for (let at = parentPath; at !== null; at = index.get(at)?.parentPath ?? null) {
      if (index.get(at)?.def.upper !== 1) return null;
    }
    return parentPath;
  };
  return Object.entries(plugin.callLists).flatMap(([list, path]) =>
    callListRoutes(descriptor, list, path, singleParentPath(path)),
  );
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

/**
 * The container calls of every module in the catalogue as it is now (registered modules included), and those of
 * the call lists their plugins declare.
 */
export function containerCallRoutes(): AnyRoute[] {
  const modules = modulesWithContainerCalls();
  const generic = modules.flatMap(containerRoutes);
  return [...generic, ...ecucFormRoutes(generic), ...modules.flatMap(moduleCallListRoutes)];
}
