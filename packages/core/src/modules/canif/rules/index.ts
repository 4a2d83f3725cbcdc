import type { ModuleRule } from '../../../verify/types.js';
import { E_CanIf0001 } from './E_CanIf0001.js';
import { E_CanIf0002 } from './E_CanIf0002.js';
import { E_CanIf0003 } from './E_CanIf0003.js';
import { E_CanIf0004 } from './E_CanIf0004.js';
import { E_CanIf0005 } from './E_CanIf0005.js';
import { W_CanIf0001 } from './W_CanIf0001.js';
import { W_CanIf0002 } from './W_CanIf0002.js';
import { W_CanIf0003 } from './W_CanIf0003.js';
import { W_CanIf0004 } from './W_CanIf0004.js';
import { W_CanIf0005 } from './W_CanIf0005.js';
import { W_CanIf0006 } from './W_CanIf0006.js';
import { W_CanIf0007 } from './W_CanIf0007.js';
import { W_CanIf0008 } from './W_CanIf0008.js';
import { W_CanIf0009 } from './W_CanIf0009.js';

export const CANIF_RULES: readonly ModuleRule[] = [
  E_CanIf0001,
  E_CanIf0002,
  E_CanIf0003,
  E_CanIf0004,
  E_CanIf0005,
  W_CanIf0001,
  W_CanIf0002,
  W_CanIf0003,
  W_CanIf0004,
  W_CanIf0005,
  W_CanIf0006,
  W_CanIf0007,
  W_CanIf0008,
  W_CanIf0009,
];
