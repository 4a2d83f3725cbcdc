import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { linTpDefinition } from './definition.js';
import { LINTP_RULES } from './rules/index.js';
import { LINTP_UI } from './ui.js';

export { LINTP_UI, LINTP_RULES };

/** The LinTp module as shipped: definition and rules. */
export const LINTP_MODULE: ModuleDef = { ...linTpDefinition, rules: LINTP_RULES };

/** Everything the LinTp module owns: definition (with rules) and labels. */
export const LINTP_PLUGIN: ModulePlugin = { definition: LINTP_MODULE, ui: LINTP_UI };
