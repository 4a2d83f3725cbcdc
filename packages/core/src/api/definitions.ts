import { z } from 'zod';
import { textField } from './fields.js';
import type { ModuleDef, ModuleUi } from '../ecuc/index.js';

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

/** The answer of `/ecuc/uploadDefinition`: the summary plus what the import did not take over. */
export interface UploadDefinitionData extends DefinitionSummary {
  /** Inputs of the file the import did not understand, each `file:line:col: message`. */
  diagnostics: string[];
}

/** One row of `/ecuc/getDefinitionList`: a vendor definition with its UI hints, as the editor takes it. */
export interface ProjectDefinitionRow extends DefinitionSummary {
  definition: ModuleDef;
  ui: ModuleUi;
  createTime: string;
}

/** What `/ecuc/importArxml` did: container counts and every input it did not take over. */
export interface ArxmlImportSummary {
  created: number;
  changed: number;
  unchanged: number;
  /** Modules switched on by the import. */
  enabledModules: string[];
  /** Each `file:line:col: message`. */
  notUnderstood: string[];
}
