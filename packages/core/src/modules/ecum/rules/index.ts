import type { ModuleRule } from '../../../verify/types.js';
import { E_EcuM0001 } from './E_EcuM0001.js';
import { E_EcuM0002 } from './E_EcuM0002.js';
import { E_EcuM0003 } from './E_EcuM0003.js';
import { E_EcuM0004 } from './E_EcuM0004.js';
import { E_EcuM0005 } from './E_EcuM0005.js';

export const ECUM_RULES: readonly ModuleRule[] = [E_EcuM0001, E_EcuM0002, E_EcuM0003, E_EcuM0004, E_EcuM0005];
