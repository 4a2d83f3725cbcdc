import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { linDefinition } from './definition.js';
import { LIN_RULES } from './rules/index.js';
import { LIN_UI } from './ui.js';

export { LIN_UI, LIN_RULES };
export { LIN_PATHS } from './definition.js';

/** The Lin module as shipped: definition and rules. */
export const LIN_MODULE: ModuleDef = { ...linDefinition, rules: LIN_RULES };

/** Everything the Lin module owns: definition (with rules) and labels. */
export const LIN_PLUGIN: ModulePlugin = { definition: LIN_MODULE, ui: LIN_UI };
