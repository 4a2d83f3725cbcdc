import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { ldComDefinition } from './definition.js';
import { LDCOM_RULES } from './rules/index.js';
import { LDCOM_UI } from './ui.js';

export { LDCOM_UI, LDCOM_RULES };

/** The LdCom module as shipped: definition and rules. */
export const LDCOM_MODULE: ModuleDef = { ...ldComDefinition, rules: LDCOM_RULES };

/** Everything the LdCom module owns: definition (with rules) and labels. */
export const LDCOM_PLUGIN: ModulePlugin = { definition: LDCOM_MODULE, ui: LDCOM_UI };
