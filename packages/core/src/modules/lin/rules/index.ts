import type { ModuleRule } from '../../../verify/types.js';
import { E_Lin0001 } from './E_Lin0001.js';

export const LIN_RULES: readonly ModuleRule[] = [E_Lin0001];
