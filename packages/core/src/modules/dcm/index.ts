import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { DCM_CALL_LISTS, DCM_PATHS, dcmDefinition } from './definition.js';
import { DCM_RULES } from './rules/index.js';
import { DCM_UI } from './ui.js';
import { DCM_CONNECTIONS_PROPOSAL } from './connections/proposal.js';

export { DCM_CALL_LISTS, DCM_PATHS, DCM_RULES, DCM_UI };
export {
  didLayout,
  type DidAccessMatrix,
  type DidDataElement,
  type DidLayout,
  type DidLayoutSource,
} from './did-layout.js';

/** The Dcm module as shipped: definition and rules. */
export const DCM_MODULE: ModuleDef = { ...dcmDefinition, rules: DCM_RULES };

/** Everything the Dcm module owns: definition (with rules), labels and the connection to the diagnostic transport. */
export const DCM_PLUGIN: ModulePlugin = {
  definition: DCM_MODULE,
  ui: DCM_UI,
  callLists: DCM_CALL_LISTS,
  proposals: [DCM_CONNECTIONS_PROPOSAL],
};
