import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { BusinessCode, fileIdBody, type UploadedFileRow } from '@ecuc/core/api';
import { uploadedFiles } from '../db/schema.js';
import { fail, ok } from '../http/envelope.js';
import { route, type AnyRoute } from '../http/route.js';
import { UPLOAD_LIMIT_BYTES } from '../limits.js';

type FileKind = UploadedFileRow['kind'];

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

/** A file name we keep: no path, no control characters. */
function cleanFileName(name: string): string {
  const base = name.replace(/^.*[\\/]/, '');
  return [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20)
    .join('')
    .trim();
}

/**
 * `/file/upload` (multipart, one file): the extension decides the kind (.oil here); a file whose name the
 * project has already answers 1041 unless the form says `overwrite=true`; larger than 10 MB answers 1051.
 */
export const uploadFileRoute = route({
  method: 'POST',
  url: '/file/upload',
  summary: 'Upload an OIL file (multipart; .oil only, at most 10 MB; same name asks to overwrite: 1041)',
  tag: 'file',
  access: 'project',
  query: z.object({ overwrite: z.enum(['true', 'false']).optional() }),
  async handler({ request, query, services, project, user }) {
    if (!request.isMultipart()) return fail(BusinessCode.FileMissing, 'send the file as multipart/form-data');
    const part = await request.file({ limits: { fileSize: UPLOAD_LIMIT_BYTES } });
    if (!part) return fail(BusinessCode.FileMissing);
    const name = cleanFileName(part.filename);
    const kind: FileKind | undefined = /\.oil$/i.test(name) ? 'oil' : undefined;
    if (!kind || name.length <= 4) {
      part.file.resume();
      return fail(BusinessCode.WrongExtension, 'only .oil files are accepted here', { expected: '.oil' });
    }
    const content = await part.toBuffer();
    if (part.file.truncated || content.length > UPLOAD_LIMIT_BYTES) {
      return fail(BusinessCode.DataOverLimit, 'the file is larger than 10 MB', { limit: UPLOAD_LIMIT_BYTES });
    }
    // `overwrite` may come as a query parameter or as a form field sent before the file.
    const overwrite =
      query.overwrite === 'true' ||
      (part.fields.overwrite as { value?: unknown } | undefined)?.value === 'true';
    return services.db.transaction(async (tx) => {
      const existing = await tx
        .select({ id: uploadedFiles.id })
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.projectId, project!.projectId),
            eq(uploadedFiles.kind, kind),
            eq(uploadedFiles.name, name),
          ),
        );
      if (existing[0] && !overwrite)
        return fail(BusinessCode.FileExists, `${name} exists: overwrite it?`, { name });
      if (existing[0]) await tx.delete(uploadedFiles).where(eq(uploadedFiles.id, existing[0].id));
      const inserted = await tx
        .insert(uploadedFiles)
        .values({
          projectId: project!.projectId,
          kind,
          name,
          content: new Uint8Array(content),
          size: content.length,
          createdBy: user!.userId,
          createdAt: services.clock.now(),
        })
        .returning();
      return ok(rowOf(inserted[0]!));
    });
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
      .where(and(eq(uploadedFiles.projectId, project!.projectId), eq(uploadedFiles.kind, 'oil')))
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
          eq(uploadedFiles.projectId, project!.projectId),
          eq(uploadedFiles.kind, 'oil'),
        ),
      )
      .returning({ id: uploadedFiles.id });
    if (deleted.length === 0) return fail(BusinessCode.FileMissing);
    return ok(null);
  },
});

export const fileRoutes: AnyRoute[] = [uploadFileRoute, oilListRoute, deleteOilRoute];
