import type { ModuleRule } from '../../../verify/types.js';

export const IPDUM_RULES: readonly ModuleRule[] = [];
