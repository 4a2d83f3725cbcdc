import type { ModuleRule } from '../../../verify/types.js';
import { E_Com0001 } from './E_Com0001.js';
import { E_Com0002 } from './E_Com0002.js';
import { E_Com0003 } from './E_Com0003.js';
import { E_Com0004 } from './E_Com0004.js';
import { W_Com0001 } from './W_Com0001.js';

export const COM_RULES: readonly ModuleRule[] = [E_Com0001, E_Com0002, E_Com0003, E_Com0004, W_Com0001];
