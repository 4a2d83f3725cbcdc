import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { canDefinition } from './definition.js';
import { CAN_RULES } from './rules/index.js';
import { CAN_UI } from './ui.js';

export { CAN_UI, CAN_RULES };
export { CAN_PATHS, CAN_HANDLE_TYPES, CAN_ID_TYPES, CAN_OBJECT_TYPES } from './definition.js';

/** The Can module as shipped: definition and rules. */
export const CAN_MODULE: ModuleDef = { ...canDefinition, rules: CAN_RULES };

/** Everything the Can module owns: definition (with rules) and labels. */
export const CAN_PLUGIN: ModulePlugin = { definition: CAN_MODULE, ui: CAN_UI };
