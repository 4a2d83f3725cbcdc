import type { ModuleRule } from '../../../verify/types.js';
import { E_CanTp0001 } from './E_CanTp0001.js';
import { E_CanTp0002 } from './E_CanTp0002.js';
import { E_CanTp0003 } from './E_CanTp0003.js';
import { E_CanTp0004 } from './E_CanTp0004.js';
import { E_CanTp0005 } from './E_CanTp0005.js';
import { E_CanTp0006 } from './E_CanTp0006.js';
import { E_CanTp0007 } from './E_CanTp0007.js';
import { E_CanTp0008 } from './E_CanTp0008.js';
import { E_CanTp0009 } from './E_CanTp0009.js';
import { E_CanTp0010 } from './E_CanTp0010.js';
import { E_CanTp0011 } from './E_CanTp0011.js';
import { E_CanTp0012 } from './E_CanTp0012.js';
import { E_CanTp0013 } from './E_CanTp0013.js';
import { W_CanTp0001 } from './W_CanTp0001.js';
import { W_CanTp0002 } from './W_CanTp0002.js';
import { W_CanTp0003 } from './W_CanTp0003.js';

export const CANTP_RULES: readonly ModuleRule[] = [
  E_CanTp0001,
  E_CanTp0002,
  E_CanTp0003,
  E_CanTp0004,
  E_CanTp0005,
  E_CanTp0006,
  E_CanTp0007,
  E_CanTp0008,
  E_CanTp0009,
  E_CanTp0010,
  E_CanTp0011,
  E_CanTp0012,
  E_CanTp0013,
  W_CanTp0001,
  W_CanTp0002,
  W_CanTp0003,
];
