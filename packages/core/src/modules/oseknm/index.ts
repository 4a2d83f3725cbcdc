import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { osekNmDefinition } from './definition.js';
import { OSEKNM_RULES } from './rules/index.js';
import { OSEKNM_UI } from './ui.js';

export { OSEKNM_UI, OSEKNM_RULES };

/** The OsekNm module as shipped: definition and rules. */
export const OSEKNM_MODULE: ModuleDef = { ...osekNmDefinition, rules: OSEKNM_RULES };

/** Everything the OsekNm module owns: definition (with rules) and labels. */
export const OSEKNM_PLUGIN: ModulePlugin = { definition: OSEKNM_MODULE, ui: OSEKNM_UI };
