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
export { OS_MODULE, OS_UI } from './module.js';
export { OS_PLUGIN } from './plugin.js';
