import type { ModuleRule } from '../../../verify/types.js';
import { E_WdgIf0001 } from './E_WdgIf0001.js';

export const WDGIF_RULES: readonly ModuleRule[] = [E_WdgIf0001];
