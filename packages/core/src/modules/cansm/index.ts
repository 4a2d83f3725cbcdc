import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { canSMTargetFilters } from './target-filters.js';
import { canSMDefinition } from './definition.js';
import { CANSM_RULES } from './rules/index.js';
import { CANSM_UI } from './ui.js';

export { CANSM_UI, CANSM_RULES };

/** The CanSM module as shipped: definition and rules. */
export const CANSM_MODULE: ModuleDef = {
  ...canSMDefinition,
  rules: CANSM_RULES,
  targetFilters: canSMTargetFilters,
};

/** Everything the CanSM module owns: definition (with rules) and labels. */
export const CANSM_PLUGIN: ModulePlugin = { definition: CANSM_MODULE, ui: CANSM_UI };
