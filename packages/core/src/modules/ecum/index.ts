import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { ecuMDefinition } from './definition.js';
import { ECUM_RULES } from './rules/index.js';
import { ECUM_UI } from './ui.js';

export { ECUM_UI, ECUM_RULES };
export { ECUM_PATHS, ECUM_SHUTDOWN_TARGETS } from './definition.js';

/** The EcuM module as shipped: definition and rules. */
export const ECUM_MODULE: ModuleDef = { ...ecuMDefinition, rules: ECUM_RULES };

/** Everything the EcuM module owns: definition (with rules) and labels. */
export const ECUM_PLUGIN: ModulePlugin = { definition: ECUM_MODULE, ui: ECUM_UI };
