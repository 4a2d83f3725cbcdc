import { z } from 'zod';
import { idField, textField } from './fields.js';
import { acceptErrorsField, importModeField } from './imports.js';

/**
 * A module's proposals (`ModuleProposal`: configuration proposed from what the project holds):
 * `/module/getProposalList` lists those of a module with why one cannot run; `/module/propose` previews one
 * (`mode=preview`, an `ImportPreview`) or writes it in one transaction, as an import is.
 */
export const proposalListBody = z.object({
  project: idField().optional(),
  /** The module's name in the catalogue, e.g. `BswM`. */
  module: textField().min(1),
});

export const proposeBody = z.object({
  project: idField().optional(),
  module: textField().min(1),
  /** The proposal's id within the module. */
  proposal: textField().min(1),
  mode: importModeField(),
  acceptErrors: acceptErrorsField(),
});

/** A proposal as the module page offers it, in the request's language. */
export interface ProposalRow {
  id: string;
  label: string;
  description: string;
  /** What the project lacks for it; null when it can run. */
  unavailable: string | null;
}
