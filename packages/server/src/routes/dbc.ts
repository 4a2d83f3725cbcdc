/**
 * `/dbc/*`: the bus databases of a project (DBC files, one CAN channel each). Upload (1041 same name, 1043
 * unreadable, 1044 other extension, 1051 over 10 MB, 1057 without the project's BuName), the list, the node that
 * is this ECU (BuName: in every file), the message list, DBC verify (`/dbc/check`), the derivation of the CAN
 * stack (`/dbc/import`, previewed, merged with an earlier import of the file so that the user's changes stay),
 * and the removal of a frame or a file with what was derived from it (1055 while the user's own containers refer
 * to it). Which module reads a bus database comes from the registry (`ModuleImporter.busDatabase`).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  BusinessCode,
  dbcBuNameBody,
  dbcAttributeMappingBody,
  dbcCheckBody,
  dbcFileIdBody,
  dbcImportBody,
  dbcMessageDeleteBody,
  dbcMessageListBody,
  idField,
  type BusFileSettings,
  type DbcAttributeMappingData,
  type DbcBuNameData,
  type DbcCheckData,
  type DbcCheckRow,
  type DbcFileRow,
  type DbcMessageListData,
  type ImportPreview,
} from '@ecuc/core/api';
import { subtreeIds } from '@ecuc/core/ecuc';
import { formatDiagnostic } from '@ecuc/core/formats';
import { busDatabaseExtensions, busDatabaseImporter, type BusDatabaseRead } from '@ecuc/core/modules';
import { containers, uploadedFiles } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { requireSessionUser } from '../auth/session.js';
import { requireProjectAccess } from '../projects/access.js';
import { contentHash, readFileContent, sweepQuietly, withStoredContent } from '../projects/file-contents.js';
import { applyPlannedChange, type PlannedChange } from '../configuration/imports.js';
import { importRefusal } from '../configuration/import-refusal.js';
import { refuseWhileReferenced } from '../configuration/container-service.js';
import { definitionsFor } from '../configuration/definitions.js';
import { loadSnapshotForWork } from '../configuration/store.js';
import { BusinessProblem, fail, ok } from '../http/envelope.js';
import { message } from '../http/messages.js';
import { route, type AnyRoute } from '../http/route.js';
import { receiveUpload } from '../http/uploads.js';
import type { Services } from '../services.js';
import { definitionsForMessage } from '../work/definitions.js';
import { requestLanguage } from './generate.js';

type FileRow = typeof uploadedFiles.$inferSelect;

/** The kinds (extensions without the dot) of bus databases. */
function busKinds(): string[] {
  return busDatabaseExtensions().map((e) => e.slice(1));
}

/** The source name derived containers carry (`ContainerOrigin.source`). */
export function busSource(file: Pick<FileRow, 'kind' | 'name'>): string {
  return `${file.kind}:${file.name}`;
}

async function busFiles(db: Database, projectId: number): Promise<FileRow[]> {
  return db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.projectId, projectId), inArray(uploadedFiles.kind, busKinds())))
    .orderBy(asc(uploadedFiles.id));
}

/** The project's BuName: the node chosen on its bus databases. */
function projectNode(files: readonly FileRow[]): string | null {
  return files.find((f) => f.bus?.node)?.bus?.node ?? null;
}

/** Containers derived from a source, counted per object (`msg:0x…`, `msg:0x…/sig:…`; '' for bus-wide ones). */
async function derivedCounts(
  db: Database,
  projectId: number,
  source: string,
): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    SELECT coalesce(origin->>'object', '') AS object, count(*)::int AS count
    FROM ${containers}
    WHERE project_id = ${projectId}::integer AND origin->>'source' = ${source}
    GROUP BY 1`);
  const counts: Record<string, number> = {};
  for (const row of (result as unknown as { rows: { object: string; count: number }[] }).rows)
    counts[row.object] = row.count;
  return counts;
}

/** Per frame: its containers and those of its signals. */
function perFrame(counts: Record<string, number>): Record<string, number> {
  const frames: Record<string, number> = {};
  for (const [object, count] of Object.entries(counts)) {
    const frame = object.replace(/\/.*$/, '');
    frames[frame] = (frames[frame] ?? 0) + count;
  }
  return frames;
}

async function contentOf(services: Services, file: FileRow): Promise<Uint8Array> {
  const bytes = await readFileContent(services.db, file.contentHash);
  if (!bytes) throw new BusinessProblem(BusinessCode.FileMissing);
  return bytes;
}

async function readBusFile(
  services: Services,
  file: FileRow,
  node: string | null,
  language: 'zh_cn' | 'en_us',
  derived: Record<string, number> = {},
): Promise<BusDatabaseRead | undefined> {
  return services.work.run('readBus', {
    file: file.name,
    bytes: await contentOf(services, file),
    fileId: file.id,
    node,
    derived,
    excluded: file.bus?.excluded ?? [],
    language,
  });
}

function fileRow(
  file: FileRow,
  read: BusDatabaseRead | undefined,
  node: string | null,
  derived: number,
): DbcFileRow {
  return {
    id: file.id,
    name: file.name,
    kind: file.kind,
    size: file.size,
    createTime: file.createdAt.toISOString(),
    creator: file.createdBy,
    nodes: read?.nodes ?? [],
    node,
    messages: read?.messages.length ?? 0,
    signals: read?.signals ?? 0,
    baudRate: read?.baudRate ?? 0,
    derived,
    errors: read?.diagnostics.filter((d) => d.severity === 'error').length ?? 0,
  };
}

async function fileOf(services: Services, projectId: number, id: number): Promise<FileRow | undefined> {
  return (
    await services.db
      .select()
      .from(uploadedFiles)
      .where(
        and(
          eq(uploadedFiles.projectId, projectId),
          eq(uploadedFiles.id, id),
          inArray(uploadedFiles.kind, busKinds()),
        ),
      )
  )[0];
}

/** The ids of the containers derived from a source for some objects (all when `objects` is undefined), with subtrees. */
async function derivedContainerIds(
  db: Database,
  projectId: number,
  source: string,
  frame?: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: containers.id, parentId: containers.parentId, origin: containers.origin })
    .from(containers)
    .where(and(eq(containers.projectId, projectId), sql`${containers.origin}->>'source' = ${source}`));
  const roots = rows
    .filter((r) => {
      const object = r.origin?.object;
      return frame === undefined || object === frame || object?.startsWith(`${frame}/`) === true;
    })
    .map((r) => r.id);
  return [...subtreeIds(rows, roots)];
}

/**
 * Removes what a source (or one frame of it) gave the project, inside the caller's transaction: refused (1055,
 * rolling back) while a container that stays refers to it.
 */
async function removeDerived(tx: Database, projectId: number, source: string, frame?: string): Promise<void> {
  const ids = await derivedContainerIds(tx, projectId, source, frame);
  await refuseWhileReferenced(tx, projectId, ids);
  for (let i = 0; i < ids.length; i += 1000)
    await tx
      .delete(containers)
      .where(and(eq(containers.projectId, projectId), inArray(containers.id, ids.slice(i, i + 1000))));
}

/** A bus database of the project and the attribute mapping of the module that reads it. */
async function mappingOf(services: Services, projectId: number, id: number) {
  const file = await fileOf(services, projectId, id);
  return file && { file, support: busDatabaseImporter(file.name)?.importer.busDatabase?.attributeMapping };
}

export const dbcUploadRoute = route({
  method: 'POST',
  url: '/dbc/upload',
  summary:
    "Upload a DBC (multipart, .dbc only, at most 10 MB; same name asks to overwrite: 1041; it must declare the project's BuName: 1057; unreadable: 1043)",
  tag: 'dbc',
  access: 'project',
  query: z.object({ overwrite: z.enum(['true', 'false']).optional() }),
  async handler({ request, query, services, project, user }) {
    const upload = await receiveUpload(request, busDatabaseExtensions());
    if (!upload.ok) return upload.answer;
    const { fileName: name, content } = upload;
    const kind = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    const overwrite = query.overwrite === 'true' || upload.fields.overwrite === 'true';
    const language = requestLanguage(request);
    const bytes = new Uint8Array(content);
    const read = await services.work.run('readBus', {
      file: name,
      bytes,
      fileId: 0,
      node: null,
      derived: {},
      excluded: [],
      language,
    });
    if (!read || !read.read) {
      const first = read?.diagnostics.find((d) => d.severity === 'error');
      return fail(
        BusinessCode.FileParseError,
        first
          ? message('module.said', { text: formatDiagnostic(first) })
          : message('file.noReader', { name }),
        {
          errors: (read?.diagnostics ?? [])
            .filter((d) => d.severity === 'error')
            .slice(0, 100)
            .map(formatDiagnostic),
        },
      );
    }
    // The project's BuName (kept when a file is overwritten), or the one chosen with this upload.
    const chosen = upload.fields.buName || projectNode(await busFiles(services.db, project.projectId));
    if (chosen && !read.nodes.includes(chosen))
      return fail(BusinessCode.IllegalOperation, message('dbc.nodeMissing', { node: chosen, name }), {
        node: chosen,
        nodes: read.nodes,
      });
    const exists = () => fail(BusinessCode.FileExists, message('file.exists', { name }), { name });
    const sameName = (db: Database) =>
      db
        .select()
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.projectId, project.projectId),
            eq(uploadedFiles.kind, kind),
            eq(uploadedFiles.name, name),
          ),
        );
    if (!overwrite && (await sameName(services.db)).length > 0) return exists();
    const hash = contentHash(bytes);
    const result = await withStoredContent(services.db, bytes, hash, async (tx) => {
      const existing = (await sameName(tx))[0];
      if (existing && !overwrite) return { answer: exists(), dropped: [hash] };
      const bus: BusFileSettings = {
        ...(chosen ? { node: chosen } : {}),
        ...(existing?.bus?.excluded ? { excluded: existing.bus.excluded } : {}),
      };
      const written = existing
        ? await tx
            .update(uploadedFiles)
            .set({
              contentHash: hash,
              size: content.length,
              bus,
              createdBy: user.userId,
              createdAt: services.clock.now(),
            })
            .where(eq(uploadedFiles.id, existing.id))
            .returning()
        : await tx
            .insert(uploadedFiles)
            .values({
              projectId: project.projectId,
              kind,
              name,
              contentHash: hash,
              size: content.length,
              bus,
              createdBy: user.userId,
              createdAt: services.clock.now(),
            })
            .returning();
      // A chosen BuName holds for every bus database of the project.
      if (upload.fields.buName)
        await tx
          .update(uploadedFiles)
          .set({
            bus: sql`coalesce(${uploadedFiles.bus}, '{}'::jsonb) || ${JSON.stringify({ node: chosen })}::jsonb`,
          })
          .where(
            and(eq(uploadedFiles.projectId, project.projectId), inArray(uploadedFiles.kind, busKinds())),
          );
      return {
        answer: ok(fileRow(written[0]!, read, chosen || null, 0)),
        dropped: existing && existing.contentHash !== hash ? [existing.contentHash] : [],
      };
    });
    if (result.dropped.length > 0) await sweepQuietly(services.db, services.logger, result.dropped);
    return result.answer;
  },
});

export const dbcListRoute = route({
  method: 'POST',
  url: '/dbc/getDbcListData',
  summary: "The project's DBC files: nodes, frames, signals, baud rate, derived containers",
  tag: 'dbc',
  access: 'project',
  async handler({ services, project, request }) {
    const files = await busFiles(services.db, project.projectId);
    const node = projectNode(files);
    const language = requestLanguage(request);
    const rows: DbcFileRow[] = [];
    for (const file of files) {
      const counts = await derivedCounts(services.db, project.projectId, busSource(file));
      const derived = Object.values(counts).reduce((sum, n) => sum + n, 0);
      rows.push(fileRow(file, await readBusFile(services, file, node, language), node, derived));
    }
    return ok(rows);
  },
});

export const dbcBuNameRoute = route({
  method: 'POST',
  url: '/dbc/getBuName',
  summary: 'The nodes of the uploaded DBCs (those in every file first) and the BuName chosen',
  tag: 'dbc',
  access: 'project',
  async handler({ services, project, request }) {
    const files = await busFiles(services.db, project.projectId);
    const language = requestLanguage(request);
    let common: string[] | undefined;
    const all: string[] = [];
    for (const file of files) {
      const nodes = (await readBusFile(services, file, null, language))?.nodes ?? [];
      common = common === undefined ? [...nodes] : common.filter((n) => nodes.includes(n));
      for (const n of nodes) if (!all.includes(n)) all.push(n);
    }
    const data: DbcBuNameData = { nodes: common ?? [], allNodes: all, selected: projectNode(files) };
    return ok(data);
  },
});

export const dbcSetBuNameRoute = route({
  method: 'POST',
  url: '/dbc/setBuName',
  summary: 'Choose the node that is this ECU (it must be a node of every uploaded DBC: 1057)',
  tag: 'dbc',
  access: 'project',
  body: dbcBuNameBody,
  async handler({ body, services, project, request }) {
    const files = await busFiles(services.db, project.projectId);
    if (files.length === 0) return fail(BusinessCode.FileMissing);
    const language = requestLanguage(request);
    for (const file of files) {
      const nodes = (await readBusFile(services, file, null, language))?.nodes ?? [];
      if (!nodes.includes(body.buName))
        return fail(
          BusinessCode.IllegalOperation,
          message('dbc.nodeMissing', { node: body.buName, name: file.name }),
          {
            node: body.buName,
            nodes,
          },
        );
    }
    await services.db
      .update(uploadedFiles)
      .set({
        bus: sql`coalesce(${uploadedFiles.bus}, '{}'::jsonb) || ${JSON.stringify({ node: body.buName })}::jsonb`,
      })
      .where(and(eq(uploadedFiles.projectId, project.projectId), inArray(uploadedFiles.kind, busKinds())));
    return ok({ selected: body.buName });
  },
});

export const dbcMessageListRoute = route({
  method: 'POST',
  url: '/dbc/getDbcMessageListData',
  summary:
    'The frames of the DBCs (or of one) with their signals, what the BuName does with each, derived containers',
  tag: 'dbc',
  access: 'project',
  body: dbcMessageListBody,
  async handler({ body, services, project, request }) {
    const files = await busFiles(services.db, project.projectId);
    const node = projectNode(files);
    const language = requestLanguage(request);
    const data: DbcMessageListData = { node, messages: [] };
    for (const file of files) {
      if (body.id !== undefined && file.id !== body.id) continue;
      const counts = perFrame(await derivedCounts(services.db, project.projectId, busSource(file)));
      const read = await readBusFile(services, file, node, language, counts);
      data.messages.push(...(read?.messages ?? []));
    }
    return ok(data);
  },
});

export const dbcDeleteMessageRoute = route({
  method: 'POST',
  url: '/dbc/deleteDbcMessageId',
  summary:
    'Remove a frame from the configuration: what was derived from it goes (1055 while your own containers refer to it) and a re-import leaves it out',
  tag: 'dbc',
  access: 'project',
  body: dbcMessageDeleteBody,
  async handler({ body, services, project }) {
    const [fileId, frame] = [
      Number(body.id.slice(0, body.id.indexOf('/'))),
      body.id.slice(body.id.indexOf('/') + 1),
    ];
    const file = await fileOf(services, project.projectId, fileId);
    if (!file) return fail(BusinessCode.DataMissingToOperate);
    await services.db.transaction(async (tx) => {
      await removeDerived(tx, project.projectId, busSource(file), frame);
      const excluded = [...new Set([...(file.bus?.excluded ?? []), frame])].sort();
      await tx
        .update(uploadedFiles)
        .set({ bus: { ...(file.bus ?? {}), excluded } })
        .where(eq(uploadedFiles.id, file.id));
    });
    return ok(null);
  },
});

export const dbcDeleteRoute = route({
  method: 'POST',
  url: '/dbc/deleteDbc',
  summary: 'Delete a DBC and what was derived from it (1055 while your own containers refer to it)',
  tag: 'dbc',
  access: 'project',
  body: dbcFileIdBody,
  async handler({ body, services, project }) {
    const file = await fileOf(services, project.projectId, body.id);
    if (!file) return fail(BusinessCode.FileMissing);
    await services.db.transaction(async (tx) => {
      await removeDerived(tx, project.projectId, busSource(file));
      await tx.delete(uploadedFiles).where(eq(uploadedFiles.id, file.id));
    });
    await sweepQuietly(services.db, services.logger, [file.contentHash]);
    return ok(null);
  },
});

export const dbcCheckRoute = route({
  method: 'POST',
  url: '/dbc/check',
  summary:
    'DBC verify: every check of the DBCs (or of one) for the BuName; errList and warningList with file:line:col and the frame id',
  tag: 'dbc',
  access: 'project',
  body: dbcCheckBody,
  async handler({ body, services, project, request }) {
    const files = await busFiles(services.db, project.projectId);
    const node = projectNode(files);
    const language = requestLanguage(request, body.language);
    const data: DbcCheckData = { errList: [], warningList: [] };
    const definitions = await definitionsFor(services, project.projectId);
    const snapshot = await loadSnapshotForWork(services.db, project.projectId, definitions);
    for (const file of files) {
      if (body.id !== undefined && file.id !== body.id) continue;
      const findings = await services.work.run('checkBus', {
        file: file.name,
        bytes: await contentOf(services, file),
        node,
        language,
        snapshot,
      });
      for (const { finding, object } of findings) {
        if (finding.severity === 'info') continue;
        const row: DbcCheckRow = {
          code: finding.code,
          message: finding.message,
          path: `${file.name}:${finding.line}:${finding.col}`,
          id: object === null ? null : `${file.id}/${object}`,
        };
        (finding.severity === 'error' ? data.errList : data.warningList).push(row);
      }
    }
    return ok(data);
  },
});

export const dbcImportRoute = route({
  method: 'POST',
  url: '/dbc/import',
  summary:
    "Derive the CAN stack of the BuName from a DBC (mode=preview answers what it would do; apply writes it in one transaction). A second import keeps the user's changes",
  tag: 'dbc',
  access: 'project',
  body: dbcImportBody,
  async handler({ body, services, project, user, request }) {
    const language = requestLanguage(request);
    const files = await busFiles(services.db, project.projectId);
    const file = files.find((f) => f.id === body.id);
    if (!file) return fail(BusinessCode.FileMissing);
    const node = projectNode(files);
    if (!node) return fail(BusinessCode.IllegalOperation, message('dbc.noNode'));
    const bytes = await contentOf(services, file);
    const applied = await applyPlannedChange(
      services,
      project.projectId,
      user.userId,
      async ({ definitions, snapshot }): Promise<PlannedChange<ImportPreview>> => {
        const planned = await services.work.run('importFile', {
          file: file.name,
          bytes,
          files: [],
          snapshot,
          definitions: definitionsForMessage(definitions),
          language,
          options: {
            ecu: node,
            source: busSource(file),
            excluded: (file.bus?.excluded ?? []).join(','),
            ...(file.bus?.attributes ? { attributes: JSON.stringify(file.bus.attributes) } : {}),
            ...(body.multiplexed ? { multiplexed: body.multiplexed } : {}),
          },
        });
        if (!planned.read)
          return {
            refused: fail(BusinessCode.WrongFileFormat, message('file.noReader', { name: file.name })),
          };
        const { preview } = planned;
        if (body.mode === 'preview') return { unwritten: ok(preview) };
        const errors = planned.diagnostics.filter((d) => d.severity === 'error');
        if (errors[0])
          return {
            refused: fail(
              BusinessCode.FileParseError,
              message('module.said', { text: formatDiagnostic(errors[0]) }),
              {
                errors: errors.slice(0, 100).map(formatDiagnostic),
                preview,
              },
            ),
          };
        const refusal = importRefusal(preview, body.acceptErrors);
        if (refusal) return { refused: refusal };
        return { changes: planned.changes, result: { ...preview, applied: true } };
      },
    );
    return 'answer' in applied ? applied.answer : ok(applied.result);
  },
});

export const dbcGetAttributeMappingRoute = route({
  method: 'POST',
  url: '/dbc/getAttributeMapping',
  summary: "A bus database's attribute mapping: the shipped one and the project's own additions",
  tag: 'dbc',
  access: 'project',
  body: dbcFileIdBody,
  async handler({ body, services, project }) {
    const found = await mappingOf(services, project.projectId, body.id);
    if (!found) return fail(BusinessCode.FileMissing);
    const { file, support } = found;
    const data: DbcAttributeMappingData = {
      shipped: support?.shipped ?? null,
      own: file.bus?.attributes ?? null,
    };
    return ok(data);
  },
});

export const dbcSetAttributeMappingRoute = route({
  method: 'POST',
  url: '/dbc/setAttributeMapping',
  summary:
    "Set (or with null remove) the project's own attribute mapping of a bus database; a mapping the reading module does not understand answers 1032 with its problems",
  tag: 'dbc',
  access: 'project',
  body: dbcAttributeMappingBody,
  async handler({ body, services, project }) {
    const found = await mappingOf(services, project.projectId, body.id);
    if (!found) return fail(BusinessCode.FileMissing);
    const { file, support } = found;
    if (!support) return fail(BusinessCode.IllegalOperation);
    let attributes: unknown = undefined;
    if (body.mapping !== null) {
      const checked = support.check(body.mapping);
      if (!checked.ok)
        return fail(
          BusinessCode.IllegalValue,
          message('dbc.badMapping', {
            // The parts of the mapping at fault (the checker's own words stay in `data.errors`).
            problems: [...new Set(checked.errors.map((e) => e.slice(0, e.indexOf(':'))))]
              .slice(0, 20)
              .join(', '),
          }),
          {
            errors: checked.errors,
          },
        );
      attributes = checked.mapping;
    }
    const { attributes: _dropped, ...rest } = file.bus ?? {};
    const bus: BusFileSettings = attributes === undefined ? rest : { ...rest, attributes };
    await services.db.update(uploadedFiles).set({ bus }).where(eq(uploadedFiles.id, file.id));
    return ok(null);
  },
});

/** `/dbc/download?projectid=&id=`: a DBC as uploaded (without `id`: the project's first). */
export const dbcDownloadRoute = route({
  method: 'GET',
  url: '/dbc/download',
  summary: 'Download a DBC as uploaded, by project id (and file id; without it the first DBC)',
  tag: 'dbc',
  access: 'public',
  raw: true,
  produces: 'application/octet-stream',
  query: z.object({ projectid: idField(), id: idField().optional() }),
  async handler({ query, services, request, reply }) {
    const user = await requireSessionUser(services, request);
    const project = await requireProjectAccess(services, request, user, query.projectid);
    const files = await busFiles(services.db, project.projectId);
    const file = query.id === undefined ? files[0] : files.find((f) => f.id === query.id);
    if (!file) return reply.send(fail(BusinessCode.FileMissing));
    const bytes = await readFileContent(services.db, file.contentHash);
    if (!bytes) return reply.send(fail(BusinessCode.FileMissing));
    return reply
      .header('content-type', 'application/octet-stream')
      .header(
        'content-disposition',
        `attachment; filename="${file.name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .send(Buffer.from(bytes));
  },
});

export const dbcRoutes: AnyRoute[] = [
  dbcUploadRoute,
  dbcListRoute,
  dbcBuNameRoute,
  dbcSetBuNameRoute,
  dbcMessageListRoute,
  dbcDeleteMessageRoute,
  dbcDeleteRoute,
  dbcCheckRoute,
  dbcImportRoute,
  dbcGetAttributeMappingRoute,
  dbcSetAttributeMappingRoute,
  dbcDownloadRoute,
];
