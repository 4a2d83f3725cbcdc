import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { comTargetFilters } from './target-filters.js';
import { comDefinition } from './definition.js';
import { COM_RULES } from './rules/index.js';
import { COM_UI } from './ui.js';
import { comDbcImporter } from './dbc/importer.js';
import { comSystemImporter } from './system/importer.js';

export { COM_UI, COM_RULES };

/** The Com module as shipped: definition and rules. */
export const COM_MODULE: ModuleDef = { ...comDefinition, rules: COM_RULES, targetFilters: comTargetFilters };

/** Everything the Com module owns: definition (with rules) and labels. */
export const COM_PLUGIN: ModulePlugin = {
  definition: COM_MODULE,
  ui: COM_UI,
  importers: [comDbcImporter, comSystemImporter],
};
