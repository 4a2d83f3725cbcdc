import type { ModuleRule } from '../../../verify/types.js';
import { E_Crypto0001 } from './E_Crypto0001.js';

/**
 * The Crypto driver's own rules. Key element sizes against the algorithm are the Csm rule E_Csm0006: only a
 * Csm job ties a key element (job → key → key type) to an algorithm (job → primitive configuration).
 */
export const CRYPTO_RULES: readonly ModuleRule[] = [E_Crypto0001];
