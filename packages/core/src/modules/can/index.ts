import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { canDefinition } from './definition.js';
import { CAN_UI } from './ui.js';

export { CAN_UI };
export { CAN_PATHS, CAN_HANDLE_TYPES, CAN_ID_TYPES, CAN_OBJECT_TYPES } from './definition.js';

/** The Can module as shipped. */
export const CAN_MODULE: ModuleDef = { ...canDefinition };

/** Everything the Can module owns: definition and labels. */
export const CAN_PLUGIN: ModulePlugin = { definition: CAN_MODULE, ui: CAN_UI };
