import type { ModuleDef } from '../../ecuc/types.js';
import type { ModulePlugin } from '../plugin.js';
import { demDefinition } from './definition.js';
import { DEM_RULES } from './rules/index.js';
import { DEM_UI } from './ui.js';

export { DEM_UI, DEM_RULES };
export { DEM_PATHS } from './definition.js';
import { DEM_CALL_LISTS } from './call-lists.js';

export { DEM_CALL_LISTS };

/** The Dem module as shipped: definition and rules. */
export const DEM_MODULE: ModuleDef = { ...demDefinition, rules: DEM_RULES };

/** Everything the Dem module owns: definition (with rules) and labels. */
export const DEM_PLUGIN: ModulePlugin = { definition: DEM_MODULE, ui: DEM_UI, callLists: DEM_CALL_LISTS };
export {
  DEM_EVENT_TABLE_VIEW,
  counterText,
  demEventTable,
  demEventTableOfSnapshot,
  timeText,
  type DemDebounceKind,
  type DemEventRow,
} from './event-table.js';
export { MEMORY_PATHS, memoryBytes } from './memory-size.js';
