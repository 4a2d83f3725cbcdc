import type { ModuleDef } from '@ecuc/core/ecuc';
import { MODULE_DEFINITIONS } from '@ecuc/core/modules';

/** The module definitions the server ships with. */
export const shippedDefinitions: readonly ModuleDef[] = MODULE_DEFINITIONS;
