import type { ModuleDef } from '../../ecuc/types.js';
import { osDefinition } from './definition.js';
import { osRules } from './rules/index.js';
import { osUi } from './ui.js';
import { osTargetFilters } from './target-filters.js';

export { osDefinition, osUi, osRules, osTargetFilters };
export {
  OS_DEFINITION_VERSION,
  OS_EVENT_MASK_PATTERN,
  OS_PATHS,
  OS_PRODUCT_ORIGIN,
  OS_SCALABILITY_CLASSES,
  OS_TYPES,
} from './definition.js';
export type { OsScalabilityClass, OsType } from './definition.js';

/** The Os module as shipped: definition, rules and the reference pickers' target filters. */
export const OS_MODULE: ModuleDef = { ...osDefinition, rules: osRules, targetFilters: osTargetFilters };
/** Labels of the Os definition, keyed by definition path. */
export const OS_UI = osUi;
