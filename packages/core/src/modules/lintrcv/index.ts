import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { linTrcvDefinition } from './definition.js';
import { LINTRCV_RULES } from './rules/index.js';
import { LINTRCV_UI } from './ui.js';

export { LINTRCV_UI, LINTRCV_RULES };
export { LINTRCV_PATHS, LINTRCV_INIT_STATES } from './definition.js';

/** The LinTrcv module as shipped: definition and rules. */
export const LINTRCV_MODULE: ModuleDef = { ...linTrcvDefinition, rules: LINTRCV_RULES };

/** Everything the LinTrcv module owns: definition (with rules) and labels. */
export const LINTRCV_PLUGIN: ModulePlugin = { definition: LINTRCV_MODULE, ui: LINTRCV_UI };
