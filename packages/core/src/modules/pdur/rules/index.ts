import type { ModuleRule } from '../../../verify/types.js';

export const PDUR_RULES: readonly ModuleRule[] = [];
