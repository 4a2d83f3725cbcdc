import type { ModuleRule } from '../../../verify/types.js';

export const NM_RULES: readonly ModuleRule[] = [];
