import type { ModuleRule } from '../../../verify/types.js';
import { E_NvM0001 } from './E_NvM0001.js';
import { E_NvM0002 } from './E_NvM0002.js';
import { E_NvM0003 } from './E_NvM0003.js';
import { E_NvM0004 } from './E_NvM0004.js';
import { E_NvM0005 } from './E_NvM0005.js';
import { E_NvM0006 } from './E_NvM0006.js';
import { E_NvM0007 } from './E_NvM0007.js';
import { E_NvM0008 } from './E_NvM0008.js';
import { E_NvM0009 } from './E_NvM0009.js';
import { W_NvM0001 } from './W_NvM0001.js';

export const NVM_RULES: readonly ModuleRule[] = [
  E_NvM0001,
  E_NvM0002,
  E_NvM0003,
  E_NvM0004,
  E_NvM0005,
  E_NvM0006,
  E_NvM0007,
  E_NvM0008,
  E_NvM0009,
  W_NvM0001,
];
