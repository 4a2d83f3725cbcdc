import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { canTpDefinition } from './definition.js';
import { CANTP_RULES } from './rules/index.js';
import { CANTP_UI } from './ui.js';

export { CANTP_UI, CANTP_RULES };

/** The CanTp module as shipped: definition and rules. */
export const CANTP_MODULE: ModuleDef = { ...canTpDefinition, rules: CANTP_RULES };

/** Everything the CanTp module owns: definition (with rules) and labels. */
export const CANTP_PLUGIN: ModulePlugin = { definition: CANTP_MODULE, ui: CANTP_UI };
