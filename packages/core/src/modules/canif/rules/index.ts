import type { ModuleRule } from '../../../verify/types.js';
import { E_CanIf0001 } from './E_CanIf0001.js';
import { E_CanIf0002 } from './E_CanIf0002.js';
import { E_CanIf0003 } from './E_CanIf0003.js';
import { E_CanIf0004 } from './E_CanIf0004.js';
import { W_CanIf0001 } from './W_CanIf0001.js';
import { W_CanIf0002 } from './W_CanIf0002.js';
import { W_CanIf0003 } from './W_CanIf0003.js';

export const CANIF_RULES: readonly ModuleRule[] = [
  E_CanIf0001,
  E_CanIf0002,
  E_CanIf0003,
  E_CanIf0004,
  W_CanIf0001,
  W_CanIf0002,
  W_CanIf0003,
];
