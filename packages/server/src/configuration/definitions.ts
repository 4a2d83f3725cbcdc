import type { ModuleDef } from '@ecuc/core/ecuc';

/** The module definitions the server ships with. */
export const shippedDefinitions: readonly ModuleDef[] = [];
