import type { ModuleRule } from '../../../verify/types.js';

export const LINSM_RULES: readonly ModuleRule[] = [];
