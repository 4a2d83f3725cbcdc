import type { ModuleRule } from '../../../verify/types.js';

export const LDCOM_RULES: readonly ModuleRule[] = [];
