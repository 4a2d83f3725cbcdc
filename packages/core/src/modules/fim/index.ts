import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { FIM_CALL_LISTS } from './call-lists.js';
import { fimDefinition } from './definition.js';
import { FIM_RULES } from './rules/index.js';
import { FIM_UI } from './ui.js';

export { FIM_UI, FIM_RULES, FIM_CALL_LISTS };
export { FIM_PATHS, FIM_DEM_DESTINATIONS, FIM_INHIBITION_MASKS } from './definition.js';

/** The FiM module as shipped: definition and rules. */
export const FIM_MODULE: ModuleDef = { ...fimDefinition, rules: FIM_RULES };

/** Everything the FiM module owns: definition (with rules), labels and the spec's call lists. */
export const FIM_PLUGIN: ModulePlugin = { definition: FIM_MODULE, ui: FIM_UI, callLists: FIM_CALL_LISTS };
