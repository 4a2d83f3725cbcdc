import type { ModuleRule } from '../../../verify/types.js';

export const WDGM_RULES: readonly ModuleRule[] = [];
