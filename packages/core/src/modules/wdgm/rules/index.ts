import type { ModuleRule } from '../../../verify/types.js';
import { E_WdgM0001 } from './E_WdgM0001.js';
import { E_WdgM0002 } from './E_WdgM0002.js';
import { E_WdgM0003 } from './E_WdgM0003.js';
import { E_WdgM0004 } from './E_WdgM0004.js';
import { E_WdgM0005 } from './E_WdgM0005.js';
import { E_WdgM0006 } from './E_WdgM0006.js';
import { E_WdgM0007 } from './E_WdgM0007.js';
import { E_WdgM0008 } from './E_WdgM0008.js';

export const WDGM_RULES: readonly ModuleRule[] = [
  E_WdgM0001,
  E_WdgM0002,
  E_WdgM0003,
  E_WdgM0004,
  E_WdgM0005,
  E_WdgM0006,
  E_WdgM0007,
  E_WdgM0008,
];
