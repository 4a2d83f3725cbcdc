import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/**
 * Passwords arrive as the client's SHA-256 hex of the typed password; they are stored as argon2id
 * hashes of that value (OWASP parameters: 19 MiB, 2 iterations, 1 lane).
 */
export function hashPassword(transported: string): Promise<string> {
  return hash(transported, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(stored: string, transported: string): Promise<boolean> {
  try {
    return await verify(stored, transported);
  } catch {
    return false;
  }
}
