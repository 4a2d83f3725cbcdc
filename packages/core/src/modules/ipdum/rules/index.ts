import type { ModuleRule } from '../../../verify/types.js';
import { E_IpduM0001 } from './E_IpduM0001.js';
import { E_IpduM0002 } from './E_IpduM0002.js';

export const IPDUM_RULES: readonly ModuleRule[] = [E_IpduM0001, E_IpduM0002];
