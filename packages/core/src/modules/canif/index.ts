import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { canIfTargetFilters } from './target-filters.js';
import { canIfDefinition } from './definition.js';
import { CANIF_RULES } from './rules/index.js';
import { CANIF_UI } from './ui.js';

export { CANIF_UI, CANIF_RULES };

/** The CanIf module as shipped: definition and rules. */
export const CANIF_MODULE: ModuleDef = {
  ...canIfDefinition,
  rules: CANIF_RULES,
  targetFilters: canIfTargetFilters,
};

/** Everything the CanIf module owns: definition (with rules) and labels. */
export const CANIF_PLUGIN: ModulePlugin = { definition: CANIF_MODULE, ui: CANIF_UI };
