import type { ModuleRule } from '../../../verify/types.js';
import { E_CanSM0001 } from './E_CanSM0001.js';
import { E_CanSM0002 } from './E_CanSM0002.js';
import { E_CanSM0003 } from './E_CanSM0003.js';
import { E_CanSM0004 } from './E_CanSM0004.js';
import { E_CanSM0005 } from './E_CanSM0005.js';
import { E_CanSM0006 } from './E_CanSM0006.js';
import { E_CanSM0007 } from './E_CanSM0007.js';
import { W_CanSM0001 } from './W_CanSM0001.js';
import { W_CanSM0002 } from './W_CanSM0002.js';

export const CANSM_RULES: readonly ModuleRule[] = [
  E_CanSM0001,
  E_CanSM0002,
  E_CanSM0003,
  E_CanSM0004,
  E_CanSM0005,
  E_CanSM0006,
  E_CanSM0007,
  W_CanSM0001,
  W_CanSM0002,
];
