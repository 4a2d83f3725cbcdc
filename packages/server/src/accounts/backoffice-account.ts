import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPasswordForTransport } from '@ecuc/core/api';
import { users } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { hashPassword } from './passwords.js';

/**
 * Creates a back-office account (or marks an existing account as back-office staff).
 * The password is the one a person types; it is stored as the server stores every password. Safe to run
 * from several processes at once.
 */
export async function createBackofficeAccount(
  db: Database,
  email: string,
  typedPassword: string,
  name = 'Backoffice',
): Promise<{ userId: number; created: boolean }> {
  const passwordHash = await hashPassword(hashPasswordForTransport(typedPassword));
  // Several server processes starting at once with BACKOFFICE_EMAIL make the account once.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(lower(${email})))`);
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)));
    if (existing[0]) {
      await tx.update(users).set({ backoffice: true, passwordHash }).where(eq(users.id, existing[0].id));
      return { userId: existing[0].id, created: false };
    }
    const inserted = await tx
      .insert(users)
      .values({ email, name, passwordHash, backoffice: true, enterprise: false, memberLevel: 1 })
      .returning({ id: users.id });
    return { userId: inserted[0]!.id, created: true };
  });
}
