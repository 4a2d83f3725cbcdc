import type { ModuleRule } from '../../../verify/types.js';
import { E_CanNm0001 } from './E_CanNm0001.js';

export const CANNM_RULES: readonly ModuleRule[] = [E_CanNm0001];
