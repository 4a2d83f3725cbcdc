import type { ModuleRule } from '../../../verify/types.js';
import { E_LinTrcv0001 } from './E_LinTrcv0001.js';

export const LINTRCV_RULES: readonly ModuleRule[] = [E_LinTrcv0001];
