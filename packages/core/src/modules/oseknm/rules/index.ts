import type { ModuleRule } from '../../../verify/types.js';

export const OSEKNM_RULES: readonly ModuleRule[] = [];
