import type { ModuleRule } from '../../../verify/types.js';
import { E_PduR0001 } from './E_PduR0001.js';
import { E_PduR0002 } from './E_PduR0002.js';
import { E_PduR0003 } from './E_PduR0003.js';
import { E_PduR0004 } from './E_PduR0004.js';

export const PDUR_RULES: readonly ModuleRule[] = [E_PduR0001, E_PduR0002, E_PduR0003, E_PduR0004];
