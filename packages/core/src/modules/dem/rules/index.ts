import type { ModuleRule } from '../../../verify/types.js';

export const DEM_RULES: readonly ModuleRule[] = [];
