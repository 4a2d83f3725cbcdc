import type { ModuleRule } from '../../../verify/types.js';

export const CANNM_RULES: readonly ModuleRule[] = [];
