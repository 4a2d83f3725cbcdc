import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { linSMDefinition } from './definition.js';
import { LINSM_RULES } from './rules/index.js';
import { LINSM_UI } from './ui.js';

export { LINSM_UI, LINSM_RULES };

/** The LinSM module as shipped: definition and rules. */
export const LINSM_MODULE: ModuleDef = { ...linSMDefinition, rules: LINSM_RULES };

/** Everything the LinSM module owns: definition (with rules) and labels. */
export const LINSM_PLUGIN: ModulePlugin = { definition: LINSM_MODULE, ui: LINSM_UI };
