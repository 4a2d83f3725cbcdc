import { z } from 'zod';
import { textField } from './fields.js';
import { acceptErrorsField, importModeField } from './imports.js';
import type { ImportPreview, ImportResultError } from './imports.js';
import type { ModuleDef, ModuleUi } from '../ecuc/index.js';

/** `/ecuc/uploadDefinition`'s query: the module (default CDD) and the import's options. */
export const uploadDefinitionQuery = z.object({
  module: textField().max(64).optional(),
  mode: importModeField(),
  acceptErrors: acceptErrorsField(),
});

/** `/ecuc/deleteDefinition` and `/ecuc/pruneDefinition`: one module's vendor definition. */
export const deleteDefinitionBody = z.object({ module: textField().min(1) });

/** What an uploaded vendor module definition (BSWMD) holds. */
export interface DefinitionSummary {
  /** The catalogue module it configures (e.g. CDD). */
  module: string;
  /** The uploaded file's name. */
  sourceName: string;
  containers: number;
  parameters: number;
  references: number;
  /** Configured containers of the module that this definition does not know (left by an earlier one). */
  unknownContainers: number;
}

/**
 * The answer of `/ecuc/uploadDefinition` (`mode=preview`: what it would do, nothing written): the summary, the
 * container definitions it adds, changes and removes against the module's current definition, the errors the
 * module's configured values would have under it, and what the import did not take over.
 */
export interface UploadDefinitionData extends DefinitionSummary {
  /** Whether the definition was stored (false for a preview). */
  applied: boolean;
  /** The module the file defines (its ECUC-MODULE-DEF's short name). */
  definedModule: string;
  /** Container definitions (by definition path) against the module's current definition, if it has one. */
  definitionChanges: { created: number; changed: number; unchanged: number; removed: number };
  /** The file the current definition came from, when there is one. */
  replaces?: string;
  /** Errors the module's configured values would have under this definition. */
  resultErrors: { count: number; rows: ImportResultError[] };
  /** Inputs of the file the import did not understand, each `file:line:col: message`. */
  diagnostics: string[];
}

/** One row of `/ecuc/getDefinitionList`: a vendor definition with its UI hints, as the editor takes it. */
export interface ProjectDefinitionRow extends DefinitionSummary {
  definition: ModuleDef;
  ui: ModuleUi;
  createTime: string;
}

/**
 * What `/ecuc/importArxml` would do (`mode=preview`) or did: the import's preview (counts by kind, errors of the
 * result, what it did not take over), and the modules it switches on.
 */
export interface ArxmlImportSummary extends ImportPreview {
  /** Modules switched on by the import. */
  enabledModules: string[];
}
