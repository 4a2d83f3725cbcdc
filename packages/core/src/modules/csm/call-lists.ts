import { CSM_PATHS } from './definition.js';

/**
 * The spec's Csm lists (section 7, "Crypto: ... callback, queue, primitives ..."), each served as
 * `/Csm/<list>/...` restricted to one container definition. Csm's `key` (CsmKey) and the Crypto driver's
 * `key` (CryptoKey) share the name under their own module prefixes; `job` lists what callers start.
 */
export const CSM_CALL_LISTS: Readonly<Record<string, string>> = {
  callback: CSM_PATHS.callback,
  queue: CSM_PATHS.queue,
  primitives: CSM_PATHS.primitives,
  key: CSM_PATHS.key,
  job: CSM_PATHS.job,
};
