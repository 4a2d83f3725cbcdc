import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import {
  BusinessCode,
  fileIdBody,
  submitOilBody,
  type SubmitOilData,
  type UploadedFileRow,
} from '@ecuc/core/api';
import { formatDiagnostic, type SourceFileSystem } from '@ecuc/core/formats';
import { readOil, writeOil } from '@ecuc/core/formats/oil';
import { osContainersFromOil, osContainersToOil } from '@ecuc/core/modules/os/oil';
import { containers, projectModules, uploadedFiles } from '../db/schema.js';
import { containerOfRow, insertContainers, loadSnapshot } from '../configuration/store.js';
import { switchableModule } from '../projects/modules.js';
import { checkProject, requestLanguage } from './generate.js';
import { requireSessionUser } from '../auth/session.js';
import { requireProjectAccess } from '../projects/access.js';
import { fail, ok } from '../http/envelope.js';
import { route, type AnyRoute } from '../http/route.js';
import { receiveUpload } from '../http/uploads.js';
import { definitionOf, definitionsFor } from './definitions.js';

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
    const upload = await receiveUpload(request, '.oil');
    if (!upload.ok) return upload.answer;
    const { fileName: name, content } = upload;
    const kind: FileKind = 'oil';
    // `overwrite` may come as a query parameter or as a form field sent before the file.
    const overwrite = query.overwrite === 'true' || upload.fields.overwrite === 'true';
    return services.db.transaction(async (tx) => {
      const existing = await tx
        .select({ id: uploadedFiles.id })
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.projectId, project.projectId),
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
          projectId: project.projectId,
          kind,
          name,
          content: new Uint8Array(content),
          size: content.length,
          createdBy: user.userId,
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
      .returning({ id: uploadedFiles.id });
    if (deleted.length === 0) return fail(BusinessCode.FileMissing);
    return ok(null);
  },
});

/** The project's uploaded OIL files as a file system, so that `#include "x"` finds the other uploads. */
function uploadsFileSystem(files: readonly (typeof uploadedFiles.$inferSelect)[]): SourceFileSystem {
  const byName = new Map(files.map((f) => [f.name, f.content]));
  return { read: (path) => byName.get(path.replace(/^.*\//, '')) };
}

export const submitOilRoute = route({
  method: 'POST',
  url: '/file/submitOil',
  summary: "Apply an uploaded OIL file: it replaces the project's whole OS configuration, in one transaction",
  tag: 'file',
  access: 'project',
  body: submitOilBody,
  async handler({ body, services, project, user, request }) {
    const projectId = project.projectId;
    const language = requestLanguage(request);
    const files = await services.db
      .select()
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.projectId, projectId), eq(uploadedFiles.kind, 'oil')));
    const file = files.find((f) => f.id === body.id);
    if (!file) return fail(BusinessCode.FileMissing);
    const read = readOil(
      { file: file.name, bytes: file.content, fileSystem: uploadsFileSystem(files) },
      { language },
    );
    const errors = read.diagnostics.filter((d) => d.severity === 'error');
    if (!read.model || errors.length > 0) {
      const first = errors[0];
      return fail(
        BusinessCode.FileParseError,
        first ? formatDiagnostic(first) : 'the file could not be read',
        {
          errors: errors.slice(0, 100).map(formatDiagnostic),
        },
      );
    }
    const osModule = switchableModule('Os')!;
    const definition = await definitionOf(services, projectId, 'Os');
    if (!definition) return fail(BusinessCode.MainModuleUndefined, 'the Os module has no definition');
    const ecucContainers = (
      await services.db
        .select()
        .from(containers)
        .where(and(eq(containers.projectId, projectId), eq(containers.module, 'EcuC')))
    ).map(containerOfRow);
    const imported = osContainersFromOil(read.model, { language, ecucContainers, newId: randomUUID });
    const known = new Set(ecucContainers.map((c) => c.id));
    const newEcuc = imported.containers.filter((c) => c.module === 'EcuC' && !known.has(c.id));
    const osContainers = imported.containers.filter((c) => c.module === osModule.name);
    await services.db.transaction(async (tx) => {
      await tx
        .delete(containers)
        .where(and(eq(containers.projectId, projectId), eq(containers.module, osModule.name)));
      await tx
        .delete(projectModules)
        .where(and(eq(projectModules.projectId, projectId), eq(projectModules.module, osModule.name)));
      await tx.insert(projectModules).values({
        projectId,
        module: osModule.name,
        instanceId: 0,
        enabled: true,
        definitionVersion: definition.version,
      });
      await insertContainers(tx, projectId, newEcuc, user.userId);
      await insertContainers(tx, projectId, osContainers, user.userId);
    });
    const answer: SubmitOilData = {
      containers: osContainers.length,
      osType: imported.general.osType,
      scalabilityClass: imported.general.scalabilityClass,
      notUnderstood: [...read.diagnostics, ...imported.diagnostics]
        .filter((d) => d.severity !== 'error')
        .map(formatDiagnostic),
    };
    return ok(answer);
  },
});

/** The OS types and scalability classes an OIL file can carry (OSEK 2.2.3: one core, no AUTOSAR extensions). */
const OSEK_COMPATIBLE_CLASSES = new Set(['SC1']);

export const downloadOilRoute = route({
  method: 'GET',
  url: '/file/dounload',
  summary: "The project's OS configuration as OIL (OSEK-compatible configurations without errors only)",
  tag: 'file',
  access: 'public',
  raw: true,
  produces: 'text/plain',
  query: z.object({
    projectid: z.coerce.number().int().positive(),
    language: z.enum(['zh_cn', 'en_us']).optional(),
  }),
  async handler({ query, services, request, reply }) {
    const user = await requireSessionUser(services, request);
    const project = await requireProjectAccess(services, request, user, query.projectid);
    const language = requestLanguage(request, query.language);
    const snapshot = await loadSnapshot(
      services.db,
      project.projectId,
      await definitionsFor(services, project.projectId),
    );
    const os = snapshot.containers.filter((c) => c.module === 'Os');
    const general = os.find((c) => c.definitionPath === '/Os/OsOS');
    if (!general)
      return reply.send(
        fail(
          BusinessCode.MainModuleUndefined,
          language === 'en_us' ? 'the project has no Os configuration' : '项目没有 Os 配置',
        ),
      );
    const scalabilityClass = String(general.values.OsScalabilityClass ?? 'SC1');
    if (general.values.OsType === 'AUTOSAR' || !OSEK_COMPATIBLE_CLASSES.has(scalabilityClass)) {
      return reply.send(
        fail(
          BusinessCode.IllegalOperation,
          language === 'en_us'
            ? `OIL download needs an OSEK OS in scalability class 1 (this one is ${String(general.values.OsType ?? 'OSEK')} ${scalabilityClass})`
            : `仅 OSEK 类型且可扩展等级为 SC1 的 OS 可下载 OIL（当前为 ${String(general.values.OsType ?? 'OSEK')} ${scalabilityClass}）`,
        ),
      );
    }
    const check = await checkProject(services, project.projectId, language);
    if (check.errList.length > 0) {
      return reply.send(
        fail(
          BusinessCode.IllegalOperation,
          language === 'en_us' ? 'the project has errors: download refused' : '项目存在错误，下载失败',
          {
            errors: check.errList.length,
          },
        ),
      );
    }
    const text = writeOil(
      osContainersToOil([...os, ...snapshot.containers.filter((c) => c.module === 'EcuC')]),
    );
    const fileName = `${project.name}.oil`;
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .send(text);
  },
});

export const fileRoutes: AnyRoute[] = [
  uploadFileRoute,
  oilListRoute,
  deleteOilRoute,
  submitOilRoute,
  downloadOilRoute,
];
