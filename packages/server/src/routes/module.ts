import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { BusinessCode, projectScopedBody, updateModuleBody } from '@ecuc/core/api';
import { containers, projectModules, projects } from '../db/schema.js';
import { randomUUID } from 'node:crypto';
import { defaultContainersFor } from '@ecuc/core/ecuc';
import { fail, ok } from '../http/envelope.js';
import { message } from '../http/messages.js';
import { insertContainers } from '../configuration/store.js';
import { route, type AnyRoute } from '../http/route.js';
import {
  enabledModules,
  moduleChanges,
  moduleListData,
  switchableModule,
  MANDATORY_MODULE_IDS,
} from '../projects/modules.js';
import { definitionOf } from './definitions.js';

export const moduleListRoute = route({
  method: 'POST',
  url: '/module/getListData',
  summary:
    "The project's menu (enabled modules with instances), its module switches and the route keys that are off",
  tag: 'module',
  access: 'project',
  body: projectScopedBody,
  async handler({ services, project }) {
    const projectId = project.projectId;
    return ok(
      moduleListData(
        await enabledModules(services.db, projectId),
        await moduleChanges(services.db, projectId),
      ),
    );
  },
});

export const moduleUpdateRoute = route({
  method: 'POST',
  url: '/module/updateData',
  summary: 'Switch a module on or off (off clears all its data, in one transaction) and set its instances',
  tag: 'module',
  access: 'project',
  body: updateModuleBody,
  async handler({ body, services, project, user }) {
    const module = switchableModule(body.module);
    if (!module)
      return fail(BusinessCode.IllegalValue, message('module.unknown', { module: body.module }), {
        field: 'module',
      });
    if (MANDATORY_MODULE_IDS.has(module.id) && !body.enabled) {
      return fail(BusinessCode.MinimalSystemData, message('module.mandatory', { module: module.name }));
    }
    const projectId = project.projectId;
    const instances = body.enabled ? (module.instanceBased ? [...new Set(body.instances ?? [0])] : [0]) : [];
    if (body.enabled && instances.length === 0) {
      return fail(BusinessCode.InsufficientReferences, message('module.needsInstance'), {
        field: 'instances',
      });
    }
    await services.db.transaction(async (tx) => {
      const gone = and(
        eq(containers.projectId, projectId),
        eq(containers.module, module.name),
        ...(instances.length > 0 ? [notInArray(containers.instanceId, instances)] : []),
      );
      await tx.delete(containers).where(gone);
      await tx
        .delete(projectModules)
        .where(
          and(
            eq(projectModules.projectId, projectId),
            eq(projectModules.module, module.name),
            ...(instances.length > 0 ? [notInArray(projectModules.instanceId, instances)] : []),
          ),
        );
      if (instances.length > 0) {
        const existing = await tx
          .select({ instanceId: projectModules.instanceId })
          .from(projectModules)
          .where(
            and(
              eq(projectModules.projectId, projectId),
              eq(projectModules.module, module.name),
              inArray(projectModules.instanceId, instances),
            ),
          );
        const have = new Set(existing.map((e) => e.instanceId));
        const added = instances.filter((i) => !have.has(i));
        if (added.length > 0) {
          const definition = await definitionOf(services, projectId, module.name, tx);
          await tx.insert(projectModules).values(
            added.map((instanceId) => ({
              projectId,
              module: module.name,
              instanceId,
              enabled: true,
              definitionVersion: definition?.version ?? 1,
            })),
          );
          // A freshly enabled module holds its mandatory containers with their defaults.
          if (definition) {
            for (const instanceId of added) {
              const defaults = defaultContainersFor(definition, { instanceId, newId: randomUUID });
              await insertContainers(tx, projectId, defaults, user.userId);
            }
          }
        }
      }
      await tx.update(projects).set({ updatedAt: services.clock.now() }).where(eq(projects.id, projectId));
    });
    return ok(
      moduleListData(
        await enabledModules(services.db, projectId),
        await moduleChanges(services.db, projectId),
      ),
    );
  },
});

export const moduleRoutes: AnyRoute[] = [moduleListRoute, moduleUpdateRoute];
