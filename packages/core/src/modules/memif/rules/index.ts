import type { ModuleRule } from '../../../verify/types.js';
import { E_MemIf0001 } from './E_MemIf0001.js';
import { W_MemIf0001 } from './W_MemIf0001.js';

export const MEMIF_RULES: readonly ModuleRule[] = [E_MemIf0001, W_MemIf0001];
