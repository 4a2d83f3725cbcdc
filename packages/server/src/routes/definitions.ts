import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  textField,
  BusinessCode,
  deleteDefinitionBody,
  type DefinitionSummary,
  type ProjectDefinitionRow,
  type UploadDefinitionData,
} from '@ecuc/core/api';
import { MODULE_CATALOGUE, type ModuleDescriptor } from '@ecuc/core/catalogue';
import { formatDiagnostic } from '@ecuc/core/formats';
import { indexModuleDef, type ContainerValue, type ModuleDef } from '@ecuc/core/ecuc';
import { containers, projectDefinitions, projects } from '../db/schema.js';
import { containerOfRow } from '../configuration/store.js';
import { refuseWhileReferenced } from '../configuration/container-service.js';
import { fail, ok } from '../http/envelope.js';
import { message } from '../http/messages.js';
import { route, type AnyRoute } from '../http/route.js';
import { receiveUpload, unreadableFile } from '../http/uploads.js';
import type { Services } from '../services.js';
import type { Database } from '../db/database.js';

// Where a project's definitions are read; re-exported for the calls that import them from here.
export { definitionOf, definitionsFor } from '../configuration/definitions.js';

/** A catalogue module a vendor definition may configure: any module without a shipped definition. */
function vendorModule(services: Services, name: string): ModuleDescriptor | undefined {
  if (services.definitions.some((d) => d.name === name)) return undefined;
  return MODULE_CATALOGUE.find((m) => m.name === name && (m.kind ?? 'module') === 'module');
}

/** Containers of a module (all instances) whose definition path the definition does not know. */
async function unknownContainersOf(
  db: Database,
  projectId: number,
  module: string,
  definition: ModuleDef,
): Promise<ContainerValue[]> {
  const known = indexModuleDef(definition).containers;
  const rows = await db
    .select()
    .from(containers)
    .where(and(eq(containers.projectId, projectId), eq(containers.module, module)));
  return rows.map(containerOfRow).filter((c) => !known.has(c.definitionPath));
}

function summaryOf(
  module: string,
  sourceName: string,
  definition: ModuleDef,
  unknownContainers: number,
): DefinitionSummary {
  const index = indexModuleDef(definition);
  let parameters = 0;
  let references = 0;
  for (const info of index.containers.values()) {
    parameters += info.parameterByName.size;
    references += info.referenceByName.size;
  }
  return { module, sourceName, containers: index.containers.size, parameters, references, unknownContainers };
}

export const uploadDefinitionRoute = route({
  method: 'POST',
  url: '/ecuc/uploadDefinition',
  summary:
    "Upload a vendor module definition (BSWMD .arxml, multipart; field or query `module`, default CDD): its first ECUC-MODULE-DEF becomes the project's definition of that module",
  tag: 'ecuc',
  access: 'project',
  query: z.object({ module: textField().max(64).optional() }),
  async handler({ request, query, services, project }) {
    const upload = await receiveUpload(request, '.arxml');
    if (!upload.ok) return upload.answer;
    const { fileName, content } = upload;
    const moduleName = query.module ?? (upload.fields.module || 'CDD');
    const descriptor = vendorModule(services, moduleName);
    if (!descriptor) {
      return fail(BusinessCode.IllegalValue, message('definition.notForVendors', { module: moduleName }), {
        field: 'module',
      });
    }
    const read = await services.work.run('vendorDefinition', {
      bytes: new Uint8Array(content),
      fileName,
      module: { name: descriptor.name, id: descriptor.id, instanceBased: descriptor.instanceBased },
    });
    const unreadable = unreadableFile(read.diagnostics, read.read);
    if (unreadable) return unreadable;
    if (!read.imported) {
      return fail(BusinessCode.FileParseError, message('definition.noModuleDef'), { line: 1, col: 1 });
    }
    const { definition, ui } = read.imported;
    const projectId = project.projectId;
    await services.db.transaction(async (tx) => {
      await tx
        .delete(projectDefinitions)
        .where(
          and(eq(projectDefinitions.projectId, projectId), eq(projectDefinitions.module, descriptor.name)),
        );
      await tx.insert(projectDefinitions).values({
        projectId,
        module: descriptor.name,
        definition,
        ui,
        sourceName: fileName,
      });
      await tx.update(projects).set({ updatedAt: services.clock.now() }).where(eq(projects.id, projectId));
    });
    const unknown = await unknownContainersOf(services.db, projectId, descriptor.name, definition);
    const answer: UploadDefinitionData = {
      ...summaryOf(descriptor.name, fileName, definition, unknown.length),
      diagnostics: read.imported.diagnostics.map(formatDiagnostic),
    };
    return ok(answer);
  },
});

export const definitionListRoute = route({
  method: 'POST',
  url: '/ecuc/getDefinitionList',
  summary: "The project's vendor module definitions (BSWMD uploads) with their UI hints",
  tag: 'ecuc',
  access: 'project',
  async handler({ services, project }) {
    const rows = await services.db
      .select()
      .from(projectDefinitions)
      .where(eq(projectDefinitions.projectId, project.projectId))
      .orderBy(asc(projectDefinitions.module));
    const list: ProjectDefinitionRow[] = [];
    for (const row of rows) {
      const unknown = await unknownContainersOf(services.db, project.projectId, row.module, row.definition);
      list.push({
        ...summaryOf(row.module, row.sourceName, row.definition, unknown.length),
        definition: row.definition,
        ui: row.ui,
        createTime: row.createdAt.toISOString(),
      });
    }
    return ok(list);
  },
});

export const deleteDefinitionRoute = route({
  method: 'POST',
  url: '/ecuc/deleteDefinition',
  summary:
    "Remove a project's vendor module definition (the module's containers stay, unverifiable until a new one)",
  tag: 'ecuc',
  access: 'project',
  body: deleteDefinitionBody,
  async handler({ body, services, project }) {
    const projectId = project.projectId;
    const removed = await services.db
      .delete(projectDefinitions)
      .where(and(eq(projectDefinitions.projectId, projectId), eq(projectDefinitions.module, body.module)))
      .returning({ module: projectDefinitions.module });
    if (removed.length === 0) {
      return fail(BusinessCode.IllegalValue, message('definition.none', { module: body.module }), {
        field: 'module',
      });
    }
    return ok({ module: body.module });
  },
});

export const pruneDefinitionRoute = route({
  method: 'POST',
  url: '/ecuc/pruneDefinition',
  summary:
    "Remove a module's containers that its vendor definition does not know (left by an earlier definition); refused with 1055 while other containers refer to them",
  tag: 'ecuc',
  access: 'project',
  body: deleteDefinitionBody,
  async handler({ body, services, project }) {
    const projectId = project.projectId;
    const row = (
      await services.db
        .select()
        .from(projectDefinitions)
        .where(and(eq(projectDefinitions.projectId, projectId), eq(projectDefinitions.module, body.module)))
    )[0];
    if (!row)
      return fail(BusinessCode.IllegalValue, message('definition.none', { module: body.module }), {
        field: 'module',
      });
    return services.db.transaction(async (tx) => {
      const unknown = await unknownContainersOf(tx, projectId, body.module, row.definition);
      const ids = unknown.map((c) => c.id);
      await refuseWhileReferenced(tx, projectId, ids);
      if (ids.length > 0)
        await tx
          .delete(containers)
          .where(and(eq(containers.projectId, projectId), inArray(containers.id, ids)));
      await tx.update(projects).set({ updatedAt: services.clock.now() }).where(eq(projects.id, projectId));
      return ok({ module: body.module, removed: ids.length });
    });
  },
});

export const definitionRoutes: AnyRoute[] = [
  uploadDefinitionRoute,
  definitionListRoute,
  deleteDefinitionRoute,
  pruneDefinitionRoute,
];
