/**
 * A module's proposals: configuration an action proposes from what the project holds (`ModuleProposal` of the
 * registry; the server names no module). `/module/getProposalList` lists a module's proposals with what the
 * project lacks for each; `/module/propose` previews one, or writes it in one transaction exactly as an
 * import is written (planned in a work thread, refused with its preview while the result has errors the user
 * did not accept).
 */
import {
  BusinessCode,
  proposalListBody,
  proposeBody,
  type ImportPreview,
  type ProposalRow,
} from '@ecuc/core/api';
import { moduleProposal, modulePlugin } from '@ecuc/core/modules';
import { importRefusal } from '../configuration/import-refusal.js';
import { applyPlannedChange, type PlannedChange } from '../configuration/imports.js';
import { definitionsFor } from '../configuration/definitions.js';
import { loadSnapshot } from '../configuration/store.js';
import { fail, ok } from '../http/envelope.js';
import { requestLanguage } from '../http/language.js';
import { message } from '../http/messages.js';
import { route, type AnyRoute } from '../http/route.js';
import { definitionsForMessage } from '../work/definitions.js';
import { snapshotFromMessage } from '../work/snapshot.js';

export const proposalListRoute = route({
  method: 'POST',
  url: '/module/getProposalList',
  summary:
    "A module's proposals (configuration proposed from the project), each with what the project lacks for it",
  tag: 'module',
  access: 'project',
  body: proposalListBody,
  async handler({ body, services, project, request }) {
    const plugin = modulePlugin(body.module);
    if (!plugin)
      return fail(BusinessCode.IllegalValue, message('module.unknown', { module: body.module }), {
        field: 'module',
      });
    const proposals = plugin.proposals ?? [];
    if (proposals.length === 0) return ok([] as ProposalRow[]);
    const language = requestLanguage(request);
    const definitions = await definitionsFor(services, project.projectId);
    const snapshot = await loadSnapshot(services.db, project.projectId, definitions);
    return ok(
      proposals.map((proposal): ProposalRow => {
        const lacking = proposal.unavailable(snapshot, definitions);
        return {
          id: proposal.id,
          label: proposal.label[language],
          description: proposal.description[language],
          unavailable: lacking ? lacking[language] : null,
        };
      }),
    );
  },
});

export const proposeRoute = route({
  method: 'POST',
  url: '/module/propose',
  summary:
    "Preview a module's proposal against the project (mode=preview) or write it in one transaction (mode=apply)",
  tag: 'module',
  access: 'project',
  body: proposeBody,
  async handler({ body, services, project, user, request }) {
    const proposal = moduleProposal(body.module, body.proposal);
    if (!proposal)
      return fail(BusinessCode.IllegalValue, message('module.unknownProposal', body), { field: 'proposal' });
    const language = requestLanguage(request);
    const applied = await applyPlannedChange(
      services,
      project.projectId,
      user.userId,
      async ({ definitions, snapshot }): Promise<PlannedChange<ImportPreview>> => {
        const lacking = proposal.unavailable(snapshotFromMessage(snapshot), definitions);
        if (lacking)
          return {
            refused: fail(BusinessCode.InsufficientReferences, lacking, { proposal: proposal.id }),
          };
        const planned = await services.work.run('importFile', {
          file: proposal.label[language],
          bytes: new Uint8Array(),
          files: [],
          snapshot,
          definitions: definitionsForMessage(definitions),
          language,
          proposal: { module: body.module, id: proposal.id },
        });
        const { preview } = planned;
        if (body.mode === 'preview') return { unwritten: ok(preview) };
        const refusal = importRefusal(preview, body.acceptErrors);
        if (refusal) return { refused: refusal };
        return { changes: planned.changes, result: { ...preview, applied: true } };
      },
    );
    return 'answer' in applied ? applied.answer : ok(applied.result);
  },
});

export const proposalRoutes: AnyRoute[] = [proposalListRoute, proposeRoute];
