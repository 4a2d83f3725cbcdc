import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  idField,
  acknowledgeWarningBody,
  blockingErrors,
  BusinessCode,
  HttpStatus,
  projectCheckBody,
  withdrawAcknowledgementBody,
  type CheckRow,
  type ProjectCheckData,
} from '@ecuc/core/api';
import type { Language } from '@ecuc/core/i18n';
import { generationScope } from '@ecuc/core/modules';
import { requestLanguage } from '../http/language.js';
import { warningAcknowledgements } from '../db/schema.js';
import { fail, HttpProblem, ok } from '../http/envelope.js';
import { message } from '../http/messages.js';
import { route, type AnyRoute } from '../http/route.js';
import type { Services } from '../services.js';
import { loadConfiguration, type LoadedConfiguration } from '../configuration/definitions.js';
import { requireProjectAccess } from '../projects/access.js';
import { requireSessionUser } from '../auth/session.js';
import { definitionsForMessage } from '../work/definitions.js';

export { requestLanguage } from '../http/language.js';

/**
 * Verifies a project with its definitions, marking acknowledged warnings. A call that goes on to use the
 * configuration passes the one it read, so that it is read once.
 */
export async function checkProject(
  services: Services,
  projectId: number,
  language: Language,
  configuration?: LoadedConfiguration,
): Promise<ProjectCheckData> {
  const { definitions, snapshot } = configuration ?? (await loadConfiguration(services, projectId));
  const result = await services.work.run('verify', {
    snapshot,
    definitions: definitionsForMessage(definitions),
    language,
  });
  const acknowledgements = await services.db
    .select()
    .from(warningAcknowledgements)
    .where(eq(warningAcknowledgements.projectId, projectId));
  const byKey = new Map(acknowledgements.map((a) => [`${a.code}\n${a.path}`, a]));
  const warningList: CheckRow[] = result.warningList.map((row) => {
    const acknowledgement = byKey.get(`${row.code}\n${row.path}`);
    return acknowledgement
      ? {
          ...row,
          acknowledged: {
            reason: acknowledgement.reason,
            by: acknowledgement.userId,
            at: acknowledgement.createdAt.toISOString(),
          },
        }
      : row;
  });
  return {
    errList: result.errList,
    warningList,
    checkedModules: generationScope(snapshot, definitions).checkedModules,
  };
}

/**
 * The answer of a download refused while the project has errors; `checkedModules`, when given, are the
 * modules the download generates from (whose errors refuse it), named in the message.
 */
export function projectErrorsRefusal(errors: number, checkedModules?: readonly string[]) {
  const modules = checkedModules?.join(', ');
  const said = modules
    ? message('generate.projectHasErrorsIn', { modules })
    : message('generate.projectHasErrors');
  return fail(BusinessCode.IllegalOperation, said, { errors, ...(modules ? { checkedModules } : {}) });
}

export const projectCheckRoute = route({
  method: 'POST',
  url: '/generate/check',
  summary: 'Verify the project: errList and warningList (rows: type, code, message, path)',
  tag: 'generate',
  access: 'project',
  body: projectCheckBody,
  async handler({ body, services, project, request }) {
    return ok(await checkProject(services, project.projectId, requestLanguage(request, body.language)));
  },
});

export const snapshotRoute = route({
  method: 'POST',
  url: '/generate/snapshot',
  summary:
    "The project's whole configuration (what the browser verifies live, with the same function as the server)",
  tag: 'generate',
  access: 'project',
  body: projectCheckBody,
  async handler({ services, project }) {
    const projectId = project.projectId;
    return ok((await loadConfiguration(services, projectId)).snapshot);
  },
});

export const acknowledgeWarningRoute = route({
  method: 'POST',
  url: '/generate/acknowledgeWarning',
  summary: 'Acknowledge a warning with a reason (stored per project)',
  tag: 'generate',
  access: 'project',
  body: acknowledgeWarningBody,
  async handler({ body, services, project, user }) {
    await services.db
      .insert(warningAcknowledgements)
      .values({
        projectId: project.projectId,
        code: body.code,
        path: body.path,
        reason: body.reason,
        userId: user.userId,
      })
      .onConflictDoUpdate({
        target: [
          warningAcknowledgements.projectId,
          warningAcknowledgements.code,
          warningAcknowledgements.path,
        ],
        set: { reason: body.reason, userId: user.userId, createdAt: services.clock.now() },
      });
    return ok(null);
  },
});

export const withdrawAcknowledgementRoute = route({
  method: 'POST',
  url: '/generate/withdrawAcknowledgement',
  summary: 'Withdraw the acknowledgement of a warning',
  tag: 'generate',
  access: 'project',
  body: withdrawAcknowledgementBody,
  async handler({ body, services, project }) {
    await services.db
      .delete(warningAcknowledgements)
      .where(
        and(
          eq(warningAcknowledgements.projectId, project.projectId),
          eq(warningAcknowledgements.code, body.code),
          eq(warningAcknowledgements.path, body.path),
        ),
      );
    return ok(null);
  },
});

/** A file name safe in a Content-Disposition header (the project name, for the zip). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const downloadProjectRoute = route({
  method: 'GET',
  url: '/generate/project',
  summary: 'Download the generated output as a zip named after the project (refused while errors remain)',
  tag: 'generate',
  access: 'public',
  raw: true,
  produces: 'application/zip',
  query: z.object({
    projectid: idField(),
    language: z.enum(['zh_cn', 'en_us']).optional(),
  }),
  async handler({ query, services, request, reply }) {
    const user = await requireSessionUser(services, request);
    const project = await requireProjectAccess(services, request, user, query.projectid);
    const language = requestLanguage(request, query.language);
    const configuration = await loadConfiguration(services, project.projectId);
    const { definitions, snapshot } = configuration;
    const check = await checkProject(services, project.projectId, language, configuration);
    // Only errors in the modules the generators read refuse it (an NvM error does not stop the Os code).
    const blocking = blockingErrors(check.errList, check.checkedModules ?? []);
    if (blocking.length > 0) {
      // Under 500 bytes: the browser reads it as text and shows the state.
      return reply.send(projectErrorsRefusal(blocking.length, check.checkedModules));
    }
    const generated = await services.work.run('generate', {
      snapshot,
      definitions: definitionsForMessage(definitions),
      language,
      check,
      modified: services.clock.now(),
    });
    if ('refusal' in generated)
      return reply.send(
        fail(BusinessCode.IllegalOperation, message('module.said', { text: generated.refusal.message }), {
          errors: generated.refusal.errors,
        }),
      );
    if (generated.files === 0)
      throw new HttpProblem(HttpStatus.ServerError, message('generate.nothingGenerated'));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(`${project.name}.zip`))
      .send(Buffer.from(generated.zip.buffer, generated.zip.byteOffset, generated.zip.byteLength));
  },
});

export const generateRoutes: AnyRoute[] = [
  projectCheckRoute,
  snapshotRoute,
  acknowledgeWarningRoute,
  withdrawAcknowledgementRoute,
  downloadProjectRoute,
];
