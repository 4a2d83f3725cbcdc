import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { xcpDefinition } from './definition.js';
import { XCP_RULES } from './rules/index.js';
import { XCP_UI } from './ui.js';

export { XCP_UI, XCP_RULES };

/** The Xcp module as shipped: definition and rules. */
export const XCP_MODULE: ModuleDef = { ...xcpDefinition, rules: XCP_RULES };

/** Everything the Xcp module owns: definition (with rules) and labels. */
export const XCP_PLUGIN: ModulePlugin = { definition: XCP_MODULE, ui: XCP_UI };
