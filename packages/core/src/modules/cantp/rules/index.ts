import type { ModuleRule } from '../../../verify/types.js';

export const CANTP_RULES: readonly ModuleRule[] = [];
