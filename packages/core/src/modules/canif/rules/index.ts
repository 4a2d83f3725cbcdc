import type { ModuleRule } from '../../../verify/types.js';

export const CANIF_RULES: readonly ModuleRule[] = [];
