import type { ModuleRule } from '../../../verify/types.js';

export const LINNM_RULES: readonly ModuleRule[] = [];
