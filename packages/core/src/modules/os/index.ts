import type { ModuleDef } from '../../ecuc/types.js';
import { osDefinition } from './definition.js';
import { osRules } from './rules/index.js';
import { osUi } from './ui.js';

export { osDefinition, osUi, osRules };
export {
  OS_DEFINITION_VERSION,
  OS_EVENT_MASK_PATTERN,
  OS_PATHS,
  OS_PRODUCT_ORIGIN,
  OS_SCALABILITY_CLASSES,
  OS_TYPES,
} from './definition.js';
export type { OsScalabilityClass, OsType } from './definition.js';

/** The Os module as shipped: definition and rules. */
export const OS_MODULE: ModuleDef = { ...osDefinition, rules: osRules };
/** Labels of the Os definition, keyed by definition path. */
export const OS_UI = osUi;
