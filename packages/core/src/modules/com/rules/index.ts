import type { ModuleRule } from '../../../verify/types.js';

export const COM_RULES: readonly ModuleRule[] = [];
