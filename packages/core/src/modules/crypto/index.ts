import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { CRYPTO_CALL_LISTS } from './call-lists.js';
import { cryptoDefinition } from './definition.js';
import { CRYPTO_RULES } from './rules/index.js';
import { CRYPTO_UI } from './ui.js';

export { CRYPTO_UI, CRYPTO_CALL_LISTS, CRYPTO_RULES };
export {
  CRYPTO_PATHS,
  CRYPTO_ALGORITHM_FAMILIES,
  CRYPTO_ALGORITHM_MODES,
  CRYPTO_PRIMITIVE_SERVICES,
  CRYPTO_KEY_ELEMENT_FORMATS,
  CRYPTO_KEY_ELEMENT_READ_ACCESS,
  CRYPTO_KEY_ELEMENT_WRITE_ACCESS,
} from './definition.js';

/** The Crypto driver module as shipped: definition and rules. */
export const CRYPTO_MODULE: ModuleDef = { ...cryptoDefinition, rules: CRYPTO_RULES };

/** Everything the Crypto driver module owns: definition (with rules), labels and the spec's call lists. */
export const CRYPTO_PLUGIN: ModulePlugin = {
  definition: CRYPTO_MODULE,
  ui: CRYPTO_UI,
  callLists: CRYPTO_CALL_LISTS,
};
