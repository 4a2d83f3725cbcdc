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
import { MODULE_CATALOGUE, type ModuleDescriptor } from '@ecuc/core/catalogue';
import { ok } from '../http/envelope.js';
import { route, type AnyRoute } from '../http/route.js';
import { containerService } from '../configuration/container-service.js';

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
