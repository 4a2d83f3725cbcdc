import { CRYIF_PATHS } from './definition.js';

/**
 * The spec's CryIf lists (section 7, "Crypto: ... CryIf key and channel"), each served as `/CryIf/<list>/...`
 * restricted to one container definition.
 */
export const CRYIF_CALL_LISTS: Readonly<Record<string, string>> = {
  key: CRYIF_PATHS.key,
  channel: CRYIF_PATHS.channel,
};
