import type { ModuleDef } from '../../ecuc/types.js';
import { osDefinition } from './definition.js';
import { osRules } from './rules/index.js';
import { osTargetFilters } from './target-filters.js';
import { osUi } from './ui.js';

/** The Os module as shipped: definition, rules and the reference pickers' target filters. */
export const OS_MODULE: ModuleDef = { ...osDefinition, rules: osRules, targetFilters: osTargetFilters };
/** Labels of the Os definition, keyed by definition path. */
export const OS_UI = osUi;
