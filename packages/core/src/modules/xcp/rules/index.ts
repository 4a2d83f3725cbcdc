import type { ModuleRule } from '../../../verify/types.js';

export const XCP_RULES: readonly ModuleRule[] = [];
