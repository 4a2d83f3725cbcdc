import type { ModuleRule } from '../../../verify/types.js';

export const CANSM_RULES: readonly ModuleRule[] = [];
