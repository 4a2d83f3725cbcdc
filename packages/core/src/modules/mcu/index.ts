import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { mcuDefinition } from './definition.js';
import { MCU_RULES } from './rules/index.js';
import { MCU_UI } from './ui.js';

export { MCU_UI, MCU_RULES };
export { MCU_PATHS } from './definition.js';

/** The Mcu module as shipped: definition and rules. */
export const MCU_MODULE: ModuleDef = { ...mcuDefinition, rules: MCU_RULES };

/** Everything the Mcu module owns: definition (with rules) and labels. */
export const MCU_PLUGIN: ModulePlugin = { definition: MCU_MODULE, ui: MCU_UI };
