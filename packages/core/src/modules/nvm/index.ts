import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { nvmDefinition } from './definition.js';
import { NVM_RULES } from './rules/index.js';

import { NVM_UI } from './ui.js';
export { NVM_UI };
export { NVM_RULES };
export { NVM_DEFINITION_VERSION, NVM_BLOCK_MANAGEMENT_TYPES } from './definition.js';
export { NVM_MIGRATIONS, millisecondsToSeconds } from './migrations.js';

/** The NvM module as shipped: definition, rules and migrations. */
export const NVM_MODULE: ModuleDef = { ...nvmDefinition, rules: NVM_RULES };

/** Everything the NVM module owns: definition (with rules) and labels. */
export const NVM_PLUGIN: ModulePlugin = { definition: NVM_MODULE, ui: NVM_UI };
