import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { linIfDefinition } from './definition.js';
import { LINIF_RULES } from './rules/index.js';
import { linIfTargetFilters } from './target-filters.js';
import { LINIF_UI } from './ui.js';
import { linIfLdfImporter } from './ldf/importer.js';

export { LINIF_UI, LINIF_RULES };
export { LINIF_PATHS, LINIF_FRAME_TYPES, LINIF_NODE_CONFIGURATION_FRAME_TYPES } from './definition.js';

/** The LinIf module as shipped: definition, rules and reference pickers. */
export const LINIF_MODULE: ModuleDef = {
  ...linIfDefinition,
  rules: LINIF_RULES,
  targetFilters: linIfTargetFilters,
};

/** Everything the LinIf module owns: definition (with rules), labels and the LDF import. */
export const LINIF_PLUGIN: ModulePlugin = {
  definition: LINIF_MODULE,
  ui: LINIF_UI,
  importers: [linIfLdfImporter],
};
