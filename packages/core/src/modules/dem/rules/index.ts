import type { ModuleRule } from '../../../verify/types.js';
import { E_Dem0001 } from './E_Dem0001.js';
import { E_Dem0002 } from './E_Dem0002.js';
import { E_Dem0003 } from './E_Dem0003.js';
import { E_Dem0004 } from './E_Dem0004.js';
import { E_Dem0005 } from './E_Dem0005.js';
import { E_Dem0006 } from './E_Dem0006.js';
import { E_Dem0007 } from './E_Dem0007.js';
import { E_Dem0008 } from './E_Dem0008.js';
import { E_Dem0009 } from './E_Dem0009.js';
import { E_Dem0010 } from './E_Dem0010.js';

export const DEM_RULES: readonly ModuleRule[] = [
  E_Dem0001,
  E_Dem0002,
  E_Dem0003,
  E_Dem0004,
  E_Dem0005,
  E_Dem0006,
  E_Dem0007,
  E_Dem0008,
  E_Dem0009,
  E_Dem0010,
];
