import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { wdgMTargetFilters } from './target-filters.js';
import { wdgMDefinition } from './definition.js';
import { WDGM_RULES } from './rules/index.js';
import { WDGM_UI } from './ui.js';

export { WDGM_UI, WDGM_RULES };
export { WDGM_PATHS, WDGM_REFS } from './definition.js';

/** The WdgM module as shipped: definition and rules. */
export const WDGM_MODULE: ModuleDef = {
  ...wdgMDefinition,
  rules: WDGM_RULES,
  targetFilters: wdgMTargetFilters,
};

/** Everything the WdgM module owns: definition (with rules) and labels. */
export const WDGM_PLUGIN: ModulePlugin = { definition: WDGM_MODULE, ui: WDGM_UI };
