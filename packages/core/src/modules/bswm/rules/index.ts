import type { ModuleRule } from '../../../verify/types.js';
import { E_BswM0001 } from './E_BswM0001.js';
import { E_BswM0002 } from './E_BswM0002.js';
import { E_BswM0003 } from './E_BswM0003.js';
import { E_BswM0004 } from './E_BswM0004.js';
import { E_BswM0005 } from './E_BswM0005.js';

export const BSWM_RULES: readonly ModuleRule[] = [E_BswM0001, E_BswM0002, E_BswM0003, E_BswM0004, E_BswM0005];
