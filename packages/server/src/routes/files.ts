import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  idField,
  BusinessCode,
  EXPORT_WARNING_COUNT_HEADER,
  EXPORT_WARNINGS_HEADER,
  EXPORT_WARNINGS_HEADER_LENGTH,
  EXPORT_WARNINGS_LISTED,
  fileIdBody,
  submitOilBody,
  type SubmitFileData,
  type UploadedFileRow,
} from '@ecuc/core/api';
import { formatDiagnostic, type Diagnostic } from '@ecuc/core/formats';
import { exportersForFile, fileUploadExtensions } from '@ecuc/core/modules';
import { uploadedFiles } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { contentHash, readFileContent, sweepQuietly, withStoredContent } from '../projects/file-contents.js';
import { applyPlannedChange, type PlannedChange } from '../configuration/imports.js';
import { projectErrorsRefusal, requestLanguage } from './generate.js';
import { importRefusal } from '../configuration/import-refusal.js';
import { loadConfiguration } from '../configuration/definitions.js';
import { requireSessionUser } from '../auth/session.js';
import { requireProjectAccess } from '../projects/access.js';
import { fail, ok } from '../http/envelope.js';
import { message } from '../http/messages.js';
import { route, type AnyRoute } from '../http/route.js';
import { receiveUpload } from '../http/uploads.js';
import { definitionsForMessage } from '../work/definitions.js';

function rowOf(file: typeof uploadedFiles.$inferSelect): UploadedFileRow {
  return {
    id: file.id,
    name: file.name,
    kind: file.kind,
    size: file.size,
    createTime: file.createdAt.toISOString(),
    creator: file.createdBy,
  };
}

/**
 * `/file/upload` (multipart, one file): a file some module's importer reads (.oil for the Os); its extension
 * is its kind. A file whose name the project has already answers 1041 unless the form says
 * `overwrite=true`; another extension answers 1044, larger than 10 MB 1051. The bytes are stored once per
 * content (`file_contents`, by SHA-256); those of an overwritten file are swept after the commit unless another
 * file still refers to them.
 */
export const uploadFileRoute = route({
  method: 'POST',
  url: '/file/upload',
  summary:
    "Upload a file a module's importer reads (multipart; .oil for the Os, at most 10 MB; same name asks to overwrite: 1041)",
  tag: 'file',
  access: 'project',
  query: z.object({ overwrite: z.enum(['true', 'false']).optional() }),
  async handler({ request, query, services, project, user }) {
    const upload = await receiveUpload(request, fileUploadExtensions());
    if (!upload.ok) return upload.answer;
    const { fileName: name, content } = upload;
    const kind = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    // `overwrite` may come as a query parameter or as a form field sent before the file.
    const overwrite = query.overwrite === 'true' || upload.fields.overwrite === 'true';
    const bytes = new Uint8Array(content);
    const sameName = (db: Database) =>
      db
        .select({ id: uploadedFiles.id })
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.projectId, project.projectId),
            eq(uploadedFiles.kind, kind),
            eq(uploadedFiles.name, name),
          ),
        );
    const exists = () => fail(BusinessCode.FileExists, message('file.exists', { name }), { name });
    // Asked before the bytes are stored, and again in the transaction that refers to them.
    if (!overwrite && (await sameName(services.db)).length > 0) return exists();
    const hash = contentHash(bytes);
    const result = await withStoredContent(services.db, bytes, hash, async (tx) => {
      const existing = await sameName(tx);
      if (existing[0] && !overwrite) return { answer: exists(), dropped: [hash] };
      const replaced = existing[0]
        ? await tx
            .delete(uploadedFiles)
            .where(eq(uploadedFiles.id, existing[0].id))
            .returning({ contentHash: uploadedFiles.contentHash })
        : [];
      const inserted = await tx
        .insert(uploadedFiles)
        .values({
          projectId: project.projectId,
          kind,
          name,
          contentHash: hash,
          size: content.length,
          createdBy: user.userId,
          createdAt: services.clock.now(),
        })
        .returning();
      return { answer: ok(rowOf(inserted[0]!)), dropped: replaced.map((r) => r.contentHash) };
    });
    // The replaced file's bytes (or those stored for a refused upload), unless a file still refers to them.
    if (result.dropped.length > 0) await sweepQuietly(services.db, services.logger, result.dropped);
    return result.answer;
  },
});

export const oilListRoute = route({
  method: 'POST',
  url: '/file/getOilListData',
  summary: "The project's uploaded OIL files",
  tag: 'file',
  access: 'project',
  async handler({ services, project }) {
    const rows = await services.db
      .select()
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.projectId, project.projectId), eq(uploadedFiles.kind, 'oil')))
      .orderBy(asc(uploadedFiles.name));
    return ok(rows.map(rowOf));
  },
});

export const deleteOilRoute = route({
  method: 'POST',
  url: '/file/deleteOil',
  summary: 'Delete an uploaded OIL file',
  tag: 'file',
  access: 'project',
  body: fileIdBody,
  async handler({ body, services, project }) {
    const deleted = await services.db
      .delete(uploadedFiles)
      .where(
        and(
          eq(uploadedFiles.id, body.id),
          eq(uploadedFiles.projectId, project.projectId),
          eq(uploadedFiles.kind, 'oil'),
        ),
      )
      .returning({ contentHash: uploadedFiles.contentHash });
    if (deleted.length === 0) return fail(BusinessCode.FileMissing);
    await sweepQuietly(
      services.db,
      services.logger,
      deleted.map((file) => file.contentHash),
    );
    return ok(null);
  },
});

export const submitOilRoute = route({
  method: 'POST',
  url: '/file/submitOil',
  summary:
    "Apply an uploaded file through the importers of the modules that read it (an OIL file replaces the project's whole OS configuration), in one transaction",
  tag: 'file',
  access: 'project',
  body: submitOilBody,
  async handler({ body, services, project, user, request }) {
    const projectId = project.projectId;
    const language = requestLanguage(request);
    const chosen = (
      await services.db
        .select({ kind: uploadedFiles.kind })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.projectId, projectId), eq(uploadedFiles.id, body.id)))
    )[0];
    if (!chosen) return fail(BusinessCode.FileMissing);
    // Files of the same kind are found by `#include "x"`; the file itself is one of them (its bytes read once).
    const sameKind: { id: number; name: string; content: Uint8Array }[] = [];
    for (const stored of await services.db
      .select({ id: uploadedFiles.id, name: uploadedFiles.name, hash: uploadedFiles.contentHash })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.projectId, projectId), eq(uploadedFiles.kind, chosen.kind)))) {
      const content = await readFileContent(services.db, stored.hash);
      if (content) sameKind.push({ id: stored.id, name: stored.name, content });
    }
    const file = sameKind.find((f) => f.id === body.id);
    if (!file) return fail(BusinessCode.FileMissing);
    // Planned in a work thread; written if the configuration did not change meanwhile.
    const applied = await applyPlannedChange(
      services,
      projectId,
      user.userId,
      async ({ definitions, snapshot }): Promise<PlannedChange<SubmitFileData>> => {
        const planned = await services.work.run('importFile', {
          file: file.name,
          bytes: file.content,
          files: sameKind.map((f): [string, Uint8Array] => [f.name, f.content]),
          snapshot,
          definitions: definitionsForMessage(definitions),
          language,
        });
        if (!planned.read)
          return {
            refused: fail(BusinessCode.WrongFileFormat, message('file.noReader', { name: file.name }), {
              name: file.name,
            }),
          };
        const { preview } = planned;
        if (body.mode === 'preview') return { unwritten: ok(preview) };
        const errors = planned.diagnostics.filter((d) => d.severity === 'error');
        if (errors[0])
          return {
            refused: fail(
              BusinessCode.FileParseError,
              message('module.said', { text: formatDiagnostic(errors[0]) }),
              { errors: errors.slice(0, 100).map(formatDiagnostic), preview },
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

/**
 * The exporter's warnings as response headers (`@ecuc/core/api` downloads): `x-ecuc-export-warnings` is
 * `encodeURIComponent` of a JSON array of their messages (the first 50, as many as fit in 6000 characters),
 * `x-ecuc-export-warning-count` says how many there are.
 */
export function exportWarningHeaders(diagnostics: readonly Diagnostic[]): Record<string, string> {
  const warnings = diagnostics.filter((d) => d.severity === 'warning').map((d) => d.message);
  const listed: string[] = [];
  let encoded = encodeURIComponent('[]');
  for (const warning of warnings.slice(0, EXPORT_WARNINGS_LISTED)) {
    const next = encodeURIComponent(JSON.stringify([...listed, warning]));
    if (next.length > EXPORT_WARNINGS_HEADER_LENGTH) break;
    listed.push(warning);
    encoded = next;
  }
  return {
    [EXPORT_WARNINGS_HEADER]: encoded,
    [EXPORT_WARNING_COUNT_HEADER]: String(warnings.length),
    'access-control-expose-headers': `${EXPORT_WARNINGS_HEADER}, ${EXPORT_WARNING_COUNT_HEADER}`,
  };
}

/**
 * `/file/dounload`: the project's configuration as OIL, written by the module that exports `.oil` (the Os,
 * whatever its OS type and scalability class), refused while the project has errors. What the exporter says
 * the file does not carry travels in `exportWarningHeaders`.
 */
export const downloadOilRoute = route({
  method: 'GET',
  url: '/file/dounload',
  summary:
    "The project's configuration as OIL, written by the module that exports .oil (the Os, any OS type and scalability class; refused while the project has errors); the exporter's warnings (what OIL does not carry) in the x-ecuc-export-warnings header (URI-encoded JSON array) and x-ecuc-export-warning-count",
  tag: 'file',
  access: 'public',
  raw: true,
  produces: 'text/plain',
  query: z.object({
    projectid: idField(),
    language: z.enum(['zh_cn', 'en_us']).optional(),
  }),
  async handler({ query, services, request, reply }) {
    const user = await requireSessionUser(services, request);
    const project = await requireProjectAccess(services, request, user, query.projectid);
    const language = requestLanguage(request, query.language);
    const fileName = `${project.name}.oil`;
    const module = exportersForFile(fileName)[0]?.module;
    if (!module) return reply.send(fail(BusinessCode.IllegalOperation, message('file.noOilWriter')));
    const { definitions, snapshot } = await loadConfiguration(services, project.projectId);
    if (!snapshot.containers.some((c) => c.module === module))
      return reply.send(fail(BusinessCode.MainModuleUndefined, message('file.noConfiguration', { module })));
    const exported = await services.work.run('exportFile', {
      snapshot,
      definitions: definitionsForMessage(definitions),
      language,
      fileName,
    });
    if (exported && 'refusal' in exported)
      return reply.send(
        fail(BusinessCode.IllegalOperation, message('module.said', { text: exported.refusal })),
      );
    if (exported && 'errors' in exported) return reply.send(projectErrorsRefusal(exported.errors));
    if (exported?.text === undefined) {
      const first = exported?.diagnostics.find((d) => d.severity === 'error');
      const said = first ? message('module.said', { text: first.message }) : message('file.notWritten');
      return reply.send(fail(BusinessCode.IllegalOperation, said));
    }
    return reply
      .headers(exportWarningHeaders(exported.diagnostics))
      .header('content-type', 'text/plain; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .send(exported.text);
  },
});

export const fileRoutes: AnyRoute[] = [
  uploadFileRoute,
  oilListRoute,
  deleteOilRoute,
  submitOilRoute,
  downloadOilRoute,
];
