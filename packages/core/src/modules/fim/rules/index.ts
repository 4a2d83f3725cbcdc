import type { ModuleRule } from '../../../verify/types.js';
import { E_FiM0001 } from './E_FiM0001.js';
import { E_FiM0002 } from './E_FiM0002.js';
import { E_FiM0003 } from './E_FiM0003.js';

export const FIM_RULES: readonly ModuleRule[] = [E_FiM0001, E_FiM0002, E_FiM0003];
