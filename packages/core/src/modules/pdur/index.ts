import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { pduRTargetFilters } from './target-filters.js';
import { pduRDefinition } from './definition.js';
import { PDUR_RULES } from './rules/index.js';
import { PDUR_UI } from './ui.js';

export { PDUR_UI, PDUR_RULES };

/** The PduR module as shipped: definition and rules. */
export const PDUR_MODULE: ModuleDef = {
  ...pduRDefinition,
  rules: PDUR_RULES,
  targetFilters: pduRTargetFilters,
};

/** Everything the PduR module owns: definition (with rules) and labels. */
export const PDUR_PLUGIN: ModulePlugin = { definition: PDUR_MODULE, ui: PDUR_UI };
