import { CRYPTO_PATHS } from './definition.js';

/**
 * The spec's Crypto driver lists (section 7, "Crypto: key type, key, key element, ... primitives, primitive,
 * object"), each served as `/Crypto/<list>/...` restricted to one container definition. `primitives` lists
 * the CryptoPrimitives collections (a driver may keep several), `primitive` the primitives inside them.
 */
export const CRYPTO_CALL_LISTS: Readonly<Record<string, string>> = {
  keyType: CRYPTO_PATHS.keyType,
  key: CRYPTO_PATHS.key,
  keyElement: CRYPTO_PATHS.keyElement,
  primitives: CRYPTO_PATHS.primitives,
  primitive: CRYPTO_PATHS.primitive,
  object: CRYPTO_PATHS.driverObject,
};
