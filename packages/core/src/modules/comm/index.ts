import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { comMDefinition } from './definition.js';
import { COMM_RULES } from './rules/index.js';
import { COMM_UI } from './ui.js';

export { COMM_UI, COMM_RULES };

/** The ComM module as shipped: definition and rules. */
export const COMM_MODULE: ModuleDef = { ...comMDefinition, rules: COMM_RULES };

/** Everything the ComM module owns: definition (with rules) and labels. */
export const COMM_PLUGIN: ModulePlugin = { definition: COMM_MODULE, ui: COMM_UI };
