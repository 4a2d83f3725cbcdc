import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { wdgIfTargetFilters } from './target-filters.js';
import { wdgIfDefinition } from './definition.js';
import { WDGIF_RULES } from './rules/index.js';
import { WDGIF_UI } from './ui.js';

export { WDGIF_UI, WDGIF_RULES };
export { WDGIF_PATHS } from './definition.js';

/** The WdgIf module as shipped: definition and rules. */
export const WDGIF_MODULE: ModuleDef = {
  ...wdgIfDefinition,
  rules: WDGIF_RULES,
  targetFilters: wdgIfTargetFilters,
};

/** Everything the WdgIf module owns: definition (with rules) and labels. */
export const WDGIF_PLUGIN: ModulePlugin = { definition: WDGIF_MODULE, ui: WDGIF_UI };
