import type { ModuleRule } from '../../../verify/types.js';
import { E_CanTrcv0001 } from './E_CanTrcv0001.js';

export const CANTRCV_RULES: readonly ModuleRule[] = [E_CanTrcv0001];
