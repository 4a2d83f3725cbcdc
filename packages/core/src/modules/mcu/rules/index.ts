import type { ModuleRule } from '../../../verify/types.js';
import { E_Mcu0001 } from './E_Mcu0001.js';
import { E_Mcu0002 } from './E_Mcu0002.js';
import { E_Mcu0003 } from './E_Mcu0003.js';
import { E_Mcu0004 } from './E_Mcu0004.js';

export const MCU_RULES: readonly ModuleRule[] = [E_Mcu0001, E_Mcu0002, E_Mcu0003, E_Mcu0004];
