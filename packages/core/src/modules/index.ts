import { CAN_PLUGIN } from './can/index.js';
import { CANTRCV_PLUGIN } from './cantrcv/index.js';
import { CANIF_PLUGIN } from './canif/index.js';
import { CANSM_PLUGIN } from './cansm/index.js';
import { ECUC_PLUGIN } from './ecuc/index.js';
import { MEMIF_PLUGIN } from './memif/index.js';
import { NVM_PLUGIN } from './nvm/index.js';
import { OS_PLUGIN } from './os/index.js';
import { registerModulePlugin } from './registry.js';

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
export { ProjectFixture } from './project-fixture.js';
export * from './plugin.js';
export * from './generation-scope.js';
export * from './file-configuration.js';
export {
  MODULE_DEFINITIONS,
  MODULE_UI,
  exportersForFile,
  importedExtensions,
  importersForFile,
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
  'Dem',
  'ComM',
  'Com',
  'Dio',
  'EcuM',
  'Icu',
  'Mcu',
  'Spi',
]);
