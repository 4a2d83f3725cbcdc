import { BSWM_PLUGIN } from './bswm/index.js';
import { CAN_PLUGIN } from './can/index.js';
import { CANTRCV_PLUGIN } from './cantrcv/index.js';
import { CANIF_PLUGIN } from './canif/index.js';
import { CANSM_PLUGIN } from './cansm/index.js';
import { COM_PLUGIN } from './com/index.js';
import { CANTP_PLUGIN } from './cantp/index.js';
import { DCM_PLUGIN } from './dcm/index.js';
import { CANNM_PLUGIN } from './cannm/index.js';
import { NM_PLUGIN } from './nm/index.js';
import { OSEKNM_PLUGIN } from './oseknm/index.js';
import { COMM_PLUGIN } from './comm/index.js';
import { DEM_PLUGIN } from './dem/index.js';
import { CRYPTO_PLUGIN } from './crypto/index.js';
import { CRYIF_PLUGIN } from './cryif/index.js';
import { CSM_PLUGIN } from './csm/index.js';
import { ECUC_PLUGIN } from './ecuc/index.js';
import { ECUM_PLUGIN } from './ecum/index.js';
import { FIM_PLUGIN } from './fim/index.js';
import { IPDUM_PLUGIN } from './ipdum/index.js';
import { LDCOM_PLUGIN } from './ldcom/index.js';
import { LIN_PLUGIN } from './lin/index.js';
import { LINIF_PLUGIN } from './linif/index.js';
import { LINTRCV_PLUGIN } from './lintrcv/index.js';
import { MCU_PLUGIN } from './mcu/index.js';
import { MEMIF_PLUGIN } from './memif/index.js';
import { NVM_PLUGIN } from './nvm/index.js';
import { OS_PLUGIN } from './os/index.js';
import { PDUR_PLUGIN } from './pdur/index.js';
import { LINTP_PLUGIN } from './lintp/index.js';
import { LINSM_PLUGIN } from './linsm/index.js';
import { LINNM_PLUGIN } from './linnm/index.js';
import { registerModulePlugin } from './registry.js';
import { XCP_PLUGIN } from './xcp/index.js';
import { TM_PLUGIN } from './tm/index.js';
import { WDG_PLUGIN } from './wdg/index.js';
import { WDGIF_PLUGIN } from './wdgif/index.js';
import { WDGM_PLUGIN } from './wdgm/index.js';

export { ECUC_MODULE, ECUC_PLUGIN, ECUC_RULES, ECUC_UI } from './ecuc/index.js';
export {
  NVM_MODULE,
  NVM_PLUGIN,
  NVM_RULES,
  NVM_UI,
  NVM_DEFINITION_VERSION,
  NVM_MIGRATIONS,
} from './nvm/index.js';
export { MEMIF_MODULE, MEMIF_PLUGIN, MEMIF_RULES, MEMIF_UI } from './memif/index.js';
export { CAN_MODULE, CAN_PLUGIN, CAN_RULES, CAN_UI, CAN_PATHS } from './can/index.js';
export { CANTRCV_MODULE, CANTRCV_PLUGIN, CANTRCV_RULES, CANTRCV_UI, CANTRCV_PATHS } from './cantrcv/index.js';
export { CANIF_MODULE, CANIF_PLUGIN, CANIF_RULES, CANIF_UI } from './canif/index.js';
export { CANSM_MODULE, CANSM_PLUGIN, CANSM_RULES, CANSM_UI } from './cansm/index.js';
export { PDUR_MODULE, PDUR_PLUGIN, PDUR_RULES, PDUR_UI } from './pdur/index.js';
export { COM_MODULE, COM_PLUGIN, COM_RULES, COM_UI } from './com/index.js';
export {
  COM_LAYOUT_VIEW,
  COM_PATHS,
  bitsOutside,
  layoutOverlaps,
  signalBits,
  type ComLayoutView,
  type IPduLayout,
  type LayoutOverlap,
  type PlacedKind,
  type PlacedSignal,
} from './com/layout.js';
export { CANTP_MODULE, CANTP_PLUGIN, CANTP_RULES, CANTP_UI } from './cantp/index.js';
export {
  DCM_CALL_LISTS,
  DCM_MODULE,
  DCM_PATHS,
  DCM_PLUGIN,
  DCM_RULES,
  DCM_UI,
  didLayout,
  type DidAccessMatrix,
  type DidDataElement,
  type DidLayout,
  type DidLayoutSource,
} from './dcm/index.js';
export { CANNM_MODULE, CANNM_PLUGIN, CANNM_RULES, CANNM_UI } from './cannm/index.js';
export { NM_MODULE, NM_PLUGIN, NM_RULES, NM_UI } from './nm/index.js';
export { OSEKNM_MODULE, OSEKNM_PLUGIN, OSEKNM_RULES, OSEKNM_UI } from './oseknm/index.js';
export { COMM_MODULE, COMM_PLUGIN, COMM_RULES, COMM_UI } from './comm/index.js';
export { IPDUM_MODULE, IPDUM_PLUGIN, IPDUM_RULES, IPDUM_UI } from './ipdum/index.js';
export { LDCOM_MODULE, LDCOM_PLUGIN, LDCOM_RULES, LDCOM_UI } from './ldcom/index.js';
export { XCP_MODULE, XCP_PLUGIN, XCP_RULES, XCP_UI } from './xcp/index.js';
export { LIN_MODULE, LIN_PLUGIN, LIN_RULES, LIN_UI, LIN_PATHS } from './lin/index.js';
export { LINTRCV_MODULE, LINTRCV_PLUGIN, LINTRCV_RULES, LINTRCV_UI, LINTRCV_PATHS } from './lintrcv/index.js';
export {
  LINIF_MODULE,
  LINIF_PLUGIN,
  LINIF_RULES,
  LINIF_UI,
  LINIF_PATHS,
  LINIF_NODE_CONFIGURATION_FRAME_TYPES,
} from './linif/index.js';
export { LINTP_MODULE, LINTP_PLUGIN, LINTP_RULES, LINTP_UI } from './lintp/index.js';
export { LINSM_MODULE, LINSM_PLUGIN, LINSM_RULES, LINSM_UI } from './linsm/index.js';
export { LINNM_MODULE, LINNM_PLUGIN, LINNM_RULES, LINNM_UI } from './linnm/index.js';
export {
  ECUM_MODULE,
  ECUM_PLUGIN,
  ECUM_RULES,
  ECUM_UI,
  ECUM_PATHS,
  ECUM_SHUTDOWN_TARGETS,
} from './ecum/index.js';
export {
  FIM_MODULE,
  FIM_PLUGIN,
  FIM_RULES,
  FIM_UI,
  FIM_PATHS,
  FIM_CALL_LISTS,
  FIM_DEM_DESTINATIONS,
  FIM_INHIBITION_MASKS,
} from './fim/index.js';
export { MCU_MODULE, MCU_PLUGIN, MCU_RULES, MCU_UI, MCU_PATHS } from './mcu/index.js';
export {
  BSWM_MODULE,
  BSWM_PLUGIN,
  BSWM_RULES,
  BSWM_UI,
  BSWM_PATHS,
  BSWM_RULE_TABLE_VIEW,
  bswmRuleTable,
  bswmRuleTableOfSnapshot,
  type ActionListItemKind,
  type ActionListItemRow,
  type ActionListRow,
  type RuleTableRow,
} from './bswm/index.js';
export { TM_MODULE, TM_PLUGIN, TM_RULES, TM_UI, TM_PREDEF_TIMER_SWITCHES } from './tm/index.js';
export { WDG_MODULE, WDG_PLUGIN, WDG_RULES, WDG_UI, WDG_PATHS, WDGIF_MODES } from './wdg/index.js';
export { WDGIF_MODULE, WDGIF_PLUGIN, WDGIF_RULES, WDGIF_UI, WDGIF_PATHS } from './wdgif/index.js';
export {
  DEM_MODULE,
  DEM_PLUGIN,
  DEM_RULES,
  DEM_UI,
  DEM_PATHS,
  DEM_CALL_LISTS,
  DEM_EVENT_TABLE_VIEW,
  demEventTable,
  demEventTableOfSnapshot,
  MEMORY_PATHS as DEM_MEMORY_PATHS,
  memoryBytes as demMemoryBytes,
  type DemDebounceKind,
  type DemEventRow,
} from './dem/index.js';
export { WDGM_MODULE, WDGM_PLUGIN, WDGM_RULES, WDGM_UI, WDGM_PATHS, WDGM_REFS } from './wdgm/index.js';
export {
  WDGM_LOGICAL_GRAPH_VIEW,
  computeWdgmLogicalGraph,
  wdgmLogicalGraph,
  type WdgmGraph,
  type WdgmGraphEdge,
  type WdgmGraphNode,
  type WdgmGraphSource,
  type WdgmLogicalGraph,
} from './wdgm/logical-graph.js';
export {
  CRYPTO_MODULE,
  CRYPTO_PLUGIN,
  CRYPTO_UI,
  CRYPTO_PATHS,
  CRYPTO_CALL_LISTS,
  CRYPTO_RULES,
  CRYPTO_ALGORITHM_FAMILIES,
  CRYPTO_ALGORITHM_MODES,
  CRYPTO_PRIMITIVE_SERVICES,
  CRYPTO_KEY_ELEMENT_FORMATS,
  CRYPTO_KEY_ELEMENT_READ_ACCESS,
  CRYPTO_KEY_ELEMENT_WRITE_ACCESS,
} from './crypto/index.js';
export {
  CRYIF_MODULE,
  CRYIF_PLUGIN,
  CRYIF_UI,
  CRYIF_PATHS,
  CRYIF_CALL_LISTS,
  CRYIF_CRYPTO_DESTINATIONS,
} from './cryif/index.js';
export {
  CSM_MODULE,
  CSM_PLUGIN,
  CSM_UI,
  CSM_PATHS,
  CSM_CALL_LISTS,
  CSM_RULES,
  CSM_CRYIF_DESTINATIONS,
  CSM_PROCESSING_MODES,
  CSM_SERVICES,
  CSM_SERVICE_NAMES,
  csmServiceConfigPath,
  type CsmService,
  cryptoJobChains,
  CRYPTO_JOB_CHAIN_VIEW,
  CRYPTO_CHAIN_READS,
  type ChainKeyElement,
  type ChainLink,
  type ChainLinkKind,
  type JobChain,
} from './csm/index.js';
export { ProjectFixture } from './project-fixture.js';
export * from './plugin.js';
export * from './generation-scope.js';
export * from './file-configuration.js';
export {
  MODULE_DEFINITIONS,
  MODULE_UI,
  exportersForFile,
  importedExtensions,
  fileUploadExtensions,
  busDatabaseExtensions,
  busDatabaseImporter,
  importersForFile,
  moduleProposal,
  proposalImporter,
  moduleDefinition,
  modulePlugin,
  modulePlugins,
  registerModulePlugin,
  unregisterModulePlugin,
  type RegisteredExporter,
  type RegisteredImporter,
} from './registry.js';

/** The modules we ship, in registration order. */
export const SHIPPED_PLUGINS = [
  ECUC_PLUGIN,
  NVM_PLUGIN,
  MEMIF_PLUGIN,
  OS_PLUGIN,
  CAN_PLUGIN,
  CANTRCV_PLUGIN,
  CANIF_PLUGIN,
  CANSM_PLUGIN,
  PDUR_PLUGIN,
  COM_PLUGIN,
  CANTP_PLUGIN,
  CANNM_PLUGIN,
  NM_PLUGIN,
  OSEKNM_PLUGIN,
  COMM_PLUGIN,
  IPDUM_PLUGIN,
  LDCOM_PLUGIN,
  XCP_PLUGIN,
  LIN_PLUGIN,
  LINTRCV_PLUGIN,
  LINIF_PLUGIN,
  LINTP_PLUGIN,
  LINSM_PLUGIN,
  LINNM_PLUGIN,
  ECUM_PLUGIN,
  MCU_PLUGIN,
  BSWM_PLUGIN,
  TM_PLUGIN,
  WDG_PLUGIN,
  WDGIF_PLUGIN,
  WDGM_PLUGIN,
  FIM_PLUGIN,
  DCM_PLUGIN,
  DEM_PLUGIN,
  CRYPTO_PLUGIN,
  CRYIF_PLUGIN,
  CSM_PLUGIN,
] as const;
for (const plugin of SHIPPED_PLUGINS) registerModulePlugin(plugin);

/**
 * Modules that shipped definitions reference but that are not defined yet. A reference whose
 * destination lies in one of these is accepted by the definition lint; once the module ships,
 * its destinations must resolve.
 */
export const PENDING_DESTINATION_MODULES: ReadonlySet<string> = new Set([
  'Ea',
  'Fee',
  'Dio',
  'EthIf',
  'Icu',
  'J1939Nm',
  'Sd',
  'Spi',
]);
