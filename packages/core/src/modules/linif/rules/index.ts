import type { ModuleRule } from '../../../verify/types.js';
import { E_LinIf0001 } from './E_LinIf0001.js';
import { E_LinIf0002 } from './E_LinIf0002.js';
import { E_LinIf0003 } from './E_LinIf0003.js';
import { E_LinIf0004 } from './E_LinIf0004.js';
import { E_LinIf0005 } from './E_LinIf0005.js';
import { E_LinIf0006 } from './E_LinIf0006.js';
import { E_LinIf0007 } from './E_LinIf0007.js';

export const LINIF_RULES: readonly ModuleRule[] = [
  E_LinIf0001,
  E_LinIf0002,
  E_LinIf0003,
  E_LinIf0004,
  E_LinIf0005,
  E_LinIf0006,
  E_LinIf0007,
];
