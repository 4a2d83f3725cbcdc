import type { ModuleDef } from '../../ecuc/types.js';
import { memIfDefinition } from './definition.js';
import { MEMIF_RULES } from './rules/index.js';

export { MEMIF_UI } from './ui.js';
export { MEMIF_RULES };

/** The MemIf module as shipped: definition and rules. */
export const MEMIF_MODULE: ModuleDef = { ...memIfDefinition, rules: MEMIF_RULES };
