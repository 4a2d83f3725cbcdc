import type { ModuleRule } from '../../../verify/types.js';
import { E_Can0001 } from './E_Can0001.js';
import { E_Can0002 } from './E_Can0002.js';
import { E_Can0003 } from './E_Can0003.js';
import { E_Can0004 } from './E_Can0004.js';
import { E_Can0005 } from './E_Can0005.js';

export const CAN_RULES: readonly ModuleRule[] = [E_Can0001, E_Can0002, E_Can0003, E_Can0004, E_Can0005];
