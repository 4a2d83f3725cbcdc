import type { ModuleRule } from '../../../verify/types.js';
import { E_Dcm0001 } from './E_Dcm0001.js';
import { E_Dcm0002 } from './E_Dcm0002.js';
import { E_Dcm0003 } from './E_Dcm0003.js';
import { E_Dcm0004 } from './E_Dcm0004.js';
import { E_Dcm0005 } from './E_Dcm0005.js';
import { E_Dcm0006 } from './E_Dcm0006.js';
import { E_Dcm0007 } from './E_Dcm0007.js';
import { E_Dcm0008 } from './E_Dcm0008.js';
import { E_Dcm0009 } from './E_Dcm0009.js';

export const DCM_RULES: readonly ModuleRule[] = [
  E_Dcm0001,
  E_Dcm0002,
  E_Dcm0003,
  E_Dcm0004,
  E_Dcm0005,
  E_Dcm0006,
  E_Dcm0007,
  E_Dcm0008,
  E_Dcm0009,
];
