import type { ModuleRule } from '../../../verify/types.js';
import { E_CanNm0001 } from './E_CanNm0001.js';
import { E_CanNm0002 } from './E_CanNm0002.js';

export const CANNM_RULES: readonly ModuleRule[] = [E_CanNm0001, E_CanNm0002];
