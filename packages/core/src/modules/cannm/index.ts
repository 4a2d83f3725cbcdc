import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { canNmDefinition } from './definition.js';
import { CANNM_RULES } from './rules/index.js';
import { CANNM_UI } from './ui.js';

export { CANNM_UI, CANNM_RULES };

/** The CanNm module as shipped: definition and rules. */
export const CANNM_MODULE: ModuleDef = { ...canNmDefinition, rules: CANNM_RULES };

/** Everything the CanNm module owns: definition (with rules) and labels. */
export const CANNM_PLUGIN: ModulePlugin = { definition: CANNM_MODULE, ui: CANNM_UI };
