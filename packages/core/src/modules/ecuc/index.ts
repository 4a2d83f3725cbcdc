import type { ModuleDef } from '../../ecuc/types.js';
import { ecucDefinition } from './definition.js';
import { ECUC_RULES } from './rules/index.js';

export { ECUC_UI } from './ui.js';
export { ECUC_RULES };

/** The EcuC module as shipped: definition and rules. */
export const ECUC_MODULE: ModuleDef = { ...ecucDefinition, rules: ECUC_RULES };
