import type { ModuleRule } from '../../../verify/types.js';
import { E_LinTp0001 } from './E_LinTp0001.js';

export const LINTP_RULES: readonly ModuleRule[] = [E_LinTp0001];
