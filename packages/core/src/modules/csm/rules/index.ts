import type { ModuleRule } from '../../../verify/types.js';
import { E_Csm0001 } from './E_Csm0001.js';
import { E_Csm0002 } from './E_Csm0002.js';
import { E_Csm0003 } from './E_Csm0003.js';
import { E_Csm0004 } from './E_Csm0004.js';
import { E_Csm0005 } from './E_Csm0005.js';
import { E_Csm0006 } from './E_Csm0006.js';

export const CSM_RULES: readonly ModuleRule[] = [
  E_Csm0001,
  E_Csm0002,
  E_Csm0003,
  E_Csm0004,
  E_Csm0005,
  E_Csm0006,
];
