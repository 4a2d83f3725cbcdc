import type { ModuleRule } from '../../../verify/types.js';
import { E_LinIf0001 } from './E_LinIf0001.js';

export const LINIF_RULES: readonly ModuleRule[] = [E_LinIf0001];
