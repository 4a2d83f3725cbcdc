import type { ModuleRule } from '../../../verify/types.js';
import { E_EcuC0001 } from './E_EcuC0001.js';
import { E_EcuC0002 } from './E_EcuC0002.js';
import { W_EcuC0001 } from './W_EcuC0001.js';

export const ECUC_RULES: readonly ModuleRule[] = [E_EcuC0001, E_EcuC0002, W_EcuC0001];
