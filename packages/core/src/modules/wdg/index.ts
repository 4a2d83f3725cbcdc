import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { wdgDefinition } from './definition.js';
import { WDG_RULES } from './rules/index.js';
import { WDG_UI } from './ui.js';

export { WDG_UI, WDG_RULES };
export { WDG_PATHS, WDGIF_MODES } from './definition.js';

/** The Wdg module as shipped: definition and rules. */
export const WDG_MODULE: ModuleDef = { ...wdgDefinition, rules: WDG_RULES };

/** Everything the Wdg module owns: definition (with rules) and labels. */
export const WDG_PLUGIN: ModulePlugin = { definition: WDG_MODULE, ui: WDG_UI };
