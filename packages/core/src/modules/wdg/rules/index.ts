import type { ModuleRule } from '../../../verify/types.js';
import { E_Wdg0001 } from './E_Wdg0001.js';

export const WDG_RULES: readonly ModuleRule[] = [E_Wdg0001];
