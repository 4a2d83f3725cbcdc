/**
 * A whole project's ECUC configuration as an AUTOSAR .arxml file, and back:
 * `GET /ecuc/exportArxml?projectid=N` answers the file; `POST /ecuc/importArxml` (multipart file, or a JSON
 * body `{content, fileName?}`) applies one to the project in one transaction.
 */
import { z } from 'zod';
import {
  idField,
  multilineTextField,
  textField,
  BusinessCode,
  checkBody,
  hasFileExtension,
  acceptErrorsField,
  importModeField,
  importOptions,
  type ArxmlImportSummary,
  type ImportOptions,
} from '@ecuc/core/api';
import { importRefusal } from '../configuration/import-refusal.js';
import { requestLanguage } from './generate.js';
import { definitionsForMessage } from '../work/definitions.js';
import { fail, ok } from '../http/envelope.js';
import { message } from '../http/messages.js';
import { applyPlannedChange, type PlannedChange } from '../configuration/imports.js';
import { route, type AnyRoute } from '../http/route.js';
import { cleanFileName, receiveUpload, unreadableFile } from '../http/uploads.js';
import { UPLOAD_LIMIT_BYTES } from '../limits.js';
import { requireProjectAccess } from '../projects/access.js';
import { switchableModule } from '../projects/modules.js';
import { requireSessionUser } from '../auth/session.js';
import { loadConfiguration } from '../configuration/definitions.js';

/** A file name safe in a Content-Disposition header. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const exportArxmlRoute = route({
  method: 'GET',
  url: '/ecuc/exportArxml',
  summary: "The project's ECUC configuration as an AUTOSAR R4 .arxml file named after the project",
  tag: 'ecuc',
  access: 'public',
  raw: true,
  produces: 'application/xml',
  query: z.object({ projectid: idField() }),
  async handler({ query, services, request, reply }) {
    const user = await requireSessionUser(services, request);
    const project = await requireProjectAccess(services, request, user, query.projectid);
    const { definitions, snapshot } = await loadConfiguration(services, project.projectId);
    const text = await services.work.run('exportEcucValues', {
      snapshot,
      definitions: definitionsForMessage(definitions),
    });
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', contentDisposition(`${project.name}.arxml`))
      .send(text);
  },
});

const importArxmlBody = z.object({
  content: multilineTextField(),
  fileName: textField().max(255).optional(),
  mode: importModeField(),
  acceptErrors: acceptErrorsField(),
});

export const importArxmlRoute = route({
  method: 'POST',
  url: '/ecuc/importArxml',
  summary:
    'Preview (mode=preview) or apply an .arxml file of ECUC values (multipart file with mode and acceptErrors in the query, or JSON {content, fileName, mode, acceptErrors}): containers matched by module and short-name path are updated, others created, modules switched on; a result with errors needs acceptErrors; one transaction',
  tag: 'ecuc',
  access: 'project',
  query: importOptions.partial(),
  async handler({ request, query, services, project, user }) {
    let fileName: string;
    let content: string | Uint8Array;
    let options: ImportOptions = importOptions.parse(query);
    if (request.isMultipart()) {
      const upload = await receiveUpload(request, '.arxml');
      if (!upload.ok) return upload.answer;
      fileName = upload.fileName;
      content = new Uint8Array(upload.content);
    } else {
      const checked = checkBody(importArxmlBody, request.body);
      if (!checked.ok) return fail(checked.state, checked.message, { field: checked.field });
      fileName = cleanFileName(checked.value.fileName ?? 'import.arxml');
      if (!hasFileExtension(fileName, '.arxml')) {
        return fail(BusinessCode.WrongExtension, message('upload.wrongExtension', { extension: '.arxml' }), {
          expected: '.arxml',
        });
      }
      content = checked.value.content;
      options = { mode: checked.value.mode, acceptErrors: checked.value.acceptErrors };
      if (Buffer.byteLength(content, 'utf8') > UPLOAD_LIMIT_BYTES) {
        return fail(BusinessCode.DataOverLimit, message('upload.tooLarge'), {
          limit: UPLOAD_LIMIT_BYTES,
        });
      }
    }

    // Read and planned in a work thread; written if the configuration did not change meanwhile.
    const applied = await applyPlannedChange(
      services,
      project.projectId,
      user.userId,
      async ({ definitions, snapshot }): Promise<PlannedChange<ArxmlImportSummary>> => {
        const planned = await services.work.run('importArxml', {
          bytes: content,
          fileName,
          snapshot,
          definitions: definitionsForMessage(definitions),
          switchable: definitions.map((d) => d.name).filter((name) => switchableModule(name) !== undefined),
          language: requestLanguage(request),
        });
        const answer = (): ArxmlImportSummary => ({
          ...planned.preview,
          enabledModules: [...new Set((planned.plan?.enable ?? []).map((m) => m.module))],
        });
        if (options.mode === 'preview') return { unwritten: ok(answer()) };
        const unreadable = unreadableFile(planned.diagnostics, planned.read, Infinity);
        if (unreadable || !planned.plan) return { refused: unreadable ?? fail(BusinessCode.FileParseError) };
        const refusal = importRefusal(planned.preview, options.acceptErrors);
        if (refusal) return { refused: refusal };
        return {
          changes: planned.plan.changes,
          enable: planned.plan.enable,
          result: { ...answer(), applied: true },
        };
      },
    );
    return 'answer' in applied ? applied.answer : ok(applied.result);
  },
});

export const ecucArxmlRoutes: AnyRoute[] = [exportArxmlRoute, importArxmlRoute];
