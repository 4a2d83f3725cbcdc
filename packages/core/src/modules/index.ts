import type { ModuleDef, ModuleUi } from '../ecuc/types.js';
import { ECUC_MODULE, ECUC_UI } from './ecuc/index.js';
import { MEMIF_MODULE, MEMIF_UI } from './memif/index.js';
import { NVM_MODULE, NVM_UI } from './nvm/index.js';
import { OS_MODULE, OS_UI } from './os/index.js';

export { ECUC_MODULE, ECUC_RULES, ECUC_UI } from './ecuc/index.js';
export { NVM_MODULE, NVM_RULES, NVM_UI, NVM_DEFINITION_VERSION, NVM_MIGRATIONS } from './nvm/index.js';
export { MEMIF_MODULE, MEMIF_RULES, MEMIF_UI } from './memif/index.js';
export { ProjectFixture } from './project-fixture.js';

/** Every module definition we ship (with its rules and migrations). */
export const MODULE_DEFINITIONS: readonly ModuleDef[] = [ECUC_MODULE, NVM_MODULE, MEMIF_MODULE, OS_MODULE];

/** UI hints of every shipped module, by module name. */
export const MODULE_UI: Readonly<Record<string, ModuleUi>> = {
  EcuC: ECUC_UI,
  NvM: NVM_UI,
  MemIf: MEMIF_UI,
  Os: OS_UI,
};

/** A shipped module definition by module name. */
export function moduleDefinition(name: string): ModuleDef | undefined {
  return MODULE_DEFINITIONS.find((d) => d.name === name);
}

/**
 * Modules that shipped definitions reference but that are not defined yet. A reference whose
 * destination lies in one of these is accepted by the definition lint; once the module ships,
 * its destinations must resolve.
 */
export const PENDING_DESTINATION_MODULES: ReadonlySet<string> = new Set(['Ea', 'Fee', 'Dem']);
