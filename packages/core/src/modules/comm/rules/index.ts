import type { ModuleRule } from '../../../verify/types.js';

export const COMM_RULES: readonly ModuleRule[] = [];
