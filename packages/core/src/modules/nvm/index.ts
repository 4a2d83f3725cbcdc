import type { ModuleDef } from '../../ecuc/types.js';
import { nvmDefinition } from './definition.js';
import { NVM_RULES } from './rules/index.js';

export { NVM_UI } from './ui.js';
export { NVM_RULES };
export { NVM_DEFINITION_VERSION, NVM_BLOCK_MANAGEMENT_TYPES } from './definition.js';
export { NVM_MIGRATIONS, millisecondsToSeconds } from './migrations.js';

/** The NvM module as shipped: definition, rules and migrations. */
export const NVM_MODULE: ModuleDef = { ...nvmDefinition, rules: NVM_RULES };
