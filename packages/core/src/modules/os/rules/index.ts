import type { ModuleRule } from '../../../verify/types.js';

/** The Os module's cross-object checks, run by verification after the generic checks. */
export const osRules: ModuleRule[] = [];
