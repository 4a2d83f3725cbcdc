import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { ecucDefinition } from './definition.js';
import { ECUC_RULES } from './rules/index.js';

import { ECUC_UI } from './ui.js';
export { ECUC_UI };
export { ECUC_RULES };

/** The EcuC module as shipped: definition and rules. */
export const ECUC_MODULE: ModuleDef = { ...ecucDefinition, rules: ECUC_RULES };

/** Everything the ECUC module owns: definition (with rules) and labels. */
export const ECUC_PLUGIN: ModulePlugin = { definition: ECUC_MODULE, ui: ECUC_UI };
