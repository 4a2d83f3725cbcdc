import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { memIfDefinition } from './definition.js';
import { MEMIF_RULES } from './rules/index.js';

import { MEMIF_UI } from './ui.js';
export { MEMIF_UI };
export { MEMIF_RULES };

/** The MemIf module as shipped: definition and rules. */
export const MEMIF_MODULE: ModuleDef = { ...memIfDefinition, rules: MEMIF_RULES };

/** Everything the MEMIF module owns: definition (with rules) and labels. */
export const MEMIF_PLUGIN: ModulePlugin = { definition: MEMIF_MODULE, ui: MEMIF_UI };
