import type { ModuleRule } from '../../../verify/types.js';
import { E_ComM0001 } from './E_ComM0001.js';
import { E_ComM0002 } from './E_ComM0002.js';
import { E_ComM0003 } from './E_ComM0003.js';

export const COMM_RULES: readonly ModuleRule[] = [E_ComM0001, E_ComM0002, E_ComM0003];
