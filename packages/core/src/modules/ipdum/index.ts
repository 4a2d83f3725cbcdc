import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { ipduMDefinition } from './definition.js';
import { IPDUM_RULES } from './rules/index.js';
import { IPDUM_UI } from './ui.js';

export { IPDUM_UI, IPDUM_RULES };

/** The IpduM module as shipped: definition and rules. */
export const IPDUM_MODULE: ModuleDef = { ...ipduMDefinition, rules: IPDUM_RULES };

/** Everything the IpduM module owns: definition (with rules) and labels. */
export const IPDUM_PLUGIN: ModulePlugin = { definition: IPDUM_MODULE, ui: IPDUM_UI };
