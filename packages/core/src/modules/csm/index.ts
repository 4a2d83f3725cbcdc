import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { CSM_CALL_LISTS } from './call-lists.js';
import { csmDefinition } from './definition.js';
import { CSM_RULES } from './rules/index.js';
import { CSM_UI } from './ui.js';

export { CSM_UI, CSM_CALL_LISTS, CSM_RULES };
export {
  CSM_PATHS,
  CSM_CRYIF_DESTINATIONS,
  CSM_PROCESSING_MODES,
  CSM_SERVICES,
  CSM_SERVICE_NAMES,
  csmServiceConfigPath,
  type CsmService,
} from './definition.js';
export {
  cryptoJobChains,
  CRYPTO_JOB_CHAIN_VIEW,
  CRYPTO_CHAIN_READS,
  type ChainKeyElement,
  type ChainLink,
  type ChainLinkKind,
  type JobChain,
} from './job-chain.js';

/** The Csm module as shipped: definition and rules. */
export const CSM_MODULE: ModuleDef = { ...csmDefinition, rules: CSM_RULES };

/** Everything the Csm module owns: definition (with rules), labels and the spec's call lists. */
export const CSM_PLUGIN: ModulePlugin = { definition: CSM_MODULE, ui: CSM_UI, callLists: CSM_CALL_LISTS };
