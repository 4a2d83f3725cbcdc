import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { canTrcvDefinition } from './definition.js';
import { CANTRCV_RULES } from './rules/index.js';
import { CANTRCV_UI } from './ui.js';

export { CANTRCV_UI, CANTRCV_RULES };
export { CANTRCV_PATHS, CANTRCV_INIT_STATES } from './definition.js';

/** The CanTrcv module as shipped: definition and rules. */
export const CANTRCV_MODULE: ModuleDef = { ...canTrcvDefinition, rules: CANTRCV_RULES };

/** Everything the CanTrcv module owns: definition (with rules) and labels. */
export const CANTRCV_PLUGIN: ModulePlugin = { definition: CANTRCV_MODULE, ui: CANTRCV_UI };
