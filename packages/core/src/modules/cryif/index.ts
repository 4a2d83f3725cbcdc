import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { CRYIF_CALL_LISTS } from './call-lists.js';
import { cryIfDefinition } from './definition.js';
import { CRYIF_UI } from './ui.js';

export { CRYIF_UI, CRYIF_CALL_LISTS };
export { CRYIF_PATHS, CRYIF_CRYPTO_DESTINATIONS } from './definition.js';

/** The CryIf module as shipped: its definition (no rules yet). */
export const CRYIF_MODULE: ModuleDef = cryIfDefinition;

/** Everything the CryIf module owns: definition, labels and the spec's call lists. */
export const CRYIF_PLUGIN: ModulePlugin = {
  definition: CRYIF_MODULE,
  ui: CRYIF_UI,
  callLists: CRYIF_CALL_LISTS,
};
