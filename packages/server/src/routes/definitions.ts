import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  BusinessCode,
  deleteDefinitionBody,
  importNeedsAcceptance,
  pathInModule,
  uploadDefinitionQuery,
  IMPORT_RESULT_ERROR_ROWS,
  type DefinitionSummary,
  type ProjectDefinitionRow,
  type UploadDefinitionData,
} from '@ecuc/core/api';
import { MODULE_CATALOGUE, definitionConfigures, type ModuleDescriptor } from '@ecuc/core/catalogue';
import { formatDiagnostic } from '@ecuc/core/formats';
import { indexModuleDef, type ContainerDefInfo, type ContainerValue, type ModuleDef } from '@ecuc/core/ecuc';
import { containers, projectDefinitions, projects } from '../db/schema.js';
import { containerOfRow } from '../configuration/store.js';
import { refuseWhileReferenced } from '../configuration/container-service.js';
import { fail, ok } from '../http/envelope.js';
import { message } from '../http/messages.js';
import { route, type AnyRoute } from '../http/route.js';
import { receiveUpload, unreadableFile } from '../http/uploads.js';
import type { Services } from '../services.js';
import type { Database } from '../db/database.js';
import { loadConfiguration } from '../configuration/definitions.js';
import { definitionsForMessage } from '../work/definitions.js';
import { requestLanguage } from './generate.js';

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

/** Container definitions of `next` against `current` (by definition path): added, changed, unchanged, removed. */
function definitionChanges(
  current: ModuleDef | undefined,
  next: ModuleDef,
): UploadDefinitionData['definitionChanges'] {
  const was: ReadonlyMap<string, ContainerDefInfo> = current ? indexModuleDef(current).containers : new Map();
  const now = indexModuleDef(next).containers;
  const out = { created: 0, changed: 0, unchanged: 0, removed: 0 };
  // A container definition's own content: its parameters, references and multiplicities, not its children.
  const own = (info: ContainerDefInfo) =>
    JSON.stringify([info.parameters, info.references, info.def.lower, info.def.upper]);
  for (const [path, info] of now) {
    const old = was.get(path);
    if (!old) out.created += 1;
    else if (own(old) === own(info)) out.unchanged += 1;
    else out.changed += 1;
  }
  for (const path of was.keys()) if (!now.has(path)) out.removed += 1;
  return out;
}

export const uploadDefinitionRoute = route({
  method: 'POST',
  url: '/ecuc/uploadDefinition',
  summary:
    "Preview (mode=preview) or store a vendor module definition (BSWMD .arxml, multipart; field or query `module`, default CDD): its first ECUC-MODULE-DEF becomes the project's definition of that module; a definition of another module is refused (1032), one under which the module's values would have errors needs acceptErrors (1057)",
  tag: 'ecuc',
  access: 'project',
  query: uploadDefinitionQuery.partial(),
  async handler({ request, query, services, project }) {
    const upload = await receiveUpload(request, '.arxml');
    if (!upload.ok) return upload.answer;
    const { fileName, content } = upload;
    const options = uploadDefinitionQuery.safeParse({ ...upload.fields, ...query });
    if (!options.success)
      return fail(BusinessCode.IllegalValue, message('request.badOption'), {
        field: String(options.error.issues[0]?.path[0] ?? ''),
      });
    const moduleName = options.data.module || 'CDD';
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
    const { definition, ui, defines } = read.imported;
    if (!definitionConfigures(defines, descriptor))
      return fail(
        BusinessCode.IllegalValue,
        message('definition.otherModule', {
          file: fileName,
          defined: defines.shortName,
          module: descriptor.name,
        }),
        { field: 'module', defined: defines.shortName, module: descriptor.name },
      );
    const projectId = project.projectId;

    // What the module's values would be under this definition.
    const configuration = await loadConfiguration(services, projectId);
    const current = configuration.definitions.find((d) => d.name === descriptor.name);
    const currentRow = (
      await services.db
        .select({ sourceName: projectDefinitions.sourceName })
        .from(projectDefinitions)
        .where(
          and(eq(projectDefinitions.projectId, projectId), eq(projectDefinitions.module, descriptor.name)),
        )
    )[0];
    const definitions = [...configuration.definitions.filter((d) => d.name !== descriptor.name), definition];
    const verified = await services.work.run('verify', {
      snapshot: configuration.snapshot,
      definitions: definitionsForMessage(definitions),
      language: requestLanguage(request),
    });
    const errors = verified.errList.filter((row) => pathInModule(row.path, descriptor.name));
    const unknown = configuration.snapshot.containers.filter(
      (c) => c.module === descriptor.name && !indexModuleDef(definition).containers.has(c.definitionPath),
    );
    const answer: UploadDefinitionData = {
      ...summaryOf(descriptor.name, fileName, definition, unknown.length),
      applied: false,
      definedModule: defines.shortName,
      definitionChanges: definitionChanges(current, definition),
      ...(currentRow ? { replaces: currentRow.sourceName } : {}),
      resultErrors: {
        count: errors.length,
        rows: errors
          .slice(0, IMPORT_RESULT_ERROR_ROWS)
          .map((row) => ({ code: row.code, path: row.path, message: row.message })),
      },
      diagnostics: read.imported.diagnostics.map(formatDiagnostic),
    };
    if (options.data.mode === 'preview') return ok(answer);
    if (importNeedsAcceptance(answer) && !options.data.acceptErrors)
      return fail(
        BusinessCode.IllegalOperation,
        message('import.resultHasErrors', { file: fileName, count: errors.length, modules: descriptor.name }),
        { preview: answer },
      );
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
    return ok({ ...answer, applied: true });
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
