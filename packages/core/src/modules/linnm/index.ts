import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { linNmDefinition } from './definition.js';
import { LINNM_RULES } from './rules/index.js';
import { LINNM_UI } from './ui.js';

export { LINNM_UI, LINNM_RULES };

/** The LinNm module as shipped: definition and rules. */
export const LINNM_MODULE: ModuleDef = { ...linNmDefinition, rules: LINNM_RULES };

/** Everything the LinNm module owns: definition (with rules) and labels. */
export const LINNM_PLUGIN: ModulePlugin = { definition: LINNM_MODULE, ui: LINNM_UI };
