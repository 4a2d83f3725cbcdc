import type { ModuleRule } from '../../../verify/types.js';

/** Tm has no rule of its own: its switches are independent of each other. */
export const TM_RULES: readonly ModuleRule[] = [];
