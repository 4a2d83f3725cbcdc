import type { ModuleRule } from '../../../verify/types.js';
import { E_EcuC0001 } from './E_EcuC0001.js';

export const ECUC_RULES: readonly ModuleRule[] = [E_EcuC0001];
