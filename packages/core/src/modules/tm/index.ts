import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { tmDefinition } from './definition.js';
import { TM_RULES } from './rules/index.js';
import { TM_UI } from './ui.js';

export { TM_UI, TM_RULES };
export { TM_PREDEF_TIMER_SWITCHES } from './definition.js';

/** The Tm module as shipped: definition and rules. */
export const TM_MODULE: ModuleDef = { ...tmDefinition, rules: TM_RULES };

/** Everything the Tm module owns: definition (with rules) and labels. */
export const TM_PLUGIN: ModulePlugin = { definition: TM_MODULE, ui: TM_UI };
