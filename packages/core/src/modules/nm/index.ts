import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { nmDefinition } from './definition.js';
import { NM_RULES } from './rules/index.js';
import { NM_UI } from './ui.js';

export { NM_UI, NM_RULES };

/** The Nm module as shipped: definition and rules. */
export const NM_MODULE: ModuleDef = { ...nmDefinition, rules: NM_RULES };

/** Everything the Nm module owns: definition (with rules) and labels. */
export const NM_PLUGIN: ModulePlugin = { definition: NM_MODULE, ui: NM_UI };
