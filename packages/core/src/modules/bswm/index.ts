import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { BSWM_PATHS, bswMDefinition } from './definition.js';
import { BSWM_RULES } from './rules/index.js';
import { bswMTargetFilters } from './target-filters.js';
import { BSWM_UI } from './ui.js';
import { BSWM_STARTUP_PROPOSAL } from './startup/proposal.js';

export { BSWM_PATHS, BSWM_RULES, BSWM_UI };
export * from './rule-table.js';
export { BSWM_STARTUP_PROPOSAL };

/** The BswM module as shipped: definition, rules and reference pickers. */
export const BSWM_MODULE: ModuleDef = {
  ...bswMDefinition,
  rules: BSWM_RULES,
  targetFilters: bswMTargetFilters,
};

/** Everything the BswM module owns: definition (with rules), labels and the start-up wizard. */
export const BSWM_PLUGIN: ModulePlugin = {
  definition: BSWM_MODULE,
  ui: BSWM_UI,
  proposals: [BSWM_STARTUP_PROPOSAL],
};
