import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { BusinessCode } from '@ecuc/core/api';
import { verificationCodes } from '../db/schema.js';
import type { Database } from '../db/database.js';
import type { Services } from '../services.js';

/** What a code is for. */
export type CodePurpose = 'register' | 'reset' | 'login' | 'org';

export const CODE_VALIDITY_MS = 10 * 60 * 1000;
export const CODE_RESEND_INTERVAL_MS = 60 * 1000;

const codeHash = (email: string, purpose: CodePurpose, code: string): string =>
  createHash('sha256').update(`${email.toLowerCase()}\n${purpose}\n${code}`).digest('hex');

/** When the last code for this address and purpose was issued, if any. */
export async function lastCodeIssuedAt(
  db: Database,
  email: string,
  purpose: CodePurpose,
): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(sql`lower(${verificationCodes.email}) = lower(${email})`, eq(verificationCodes.purpose, purpose)),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return rows[0]?.createdAt ?? null;
}

/** Issues a fresh 6-digit code, valid 10 minutes, single use. Only its hash is stored. */
export async function issueCode(services: Services, email: string, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = services.clock.now();
  await services.db.insert(verificationCodes).values({
    email: email.toLowerCase(),
    purpose,
    codeHash: codeHash(email, purpose, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_VALIDITY_MS),
  });
  return code;
}

/**
 * Checks and consumes a code: null when it is right and fresh; 1016 when wrong; 1015 when it was right
 * but expired (or no code was ever issued: the user must ask for one).
 */
export async function consumeCode(
  services: Services,
  db: Database,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<BusinessCode | null> {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        sql`lower(${verificationCodes.email}) = lower(${email})`,
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(5);
  if (rows.length === 0) return BusinessCode.CodeExpired;
  const offered = Buffer.from(codeHash(email, purpose, code), 'hex');
  const now = services.clock.now();
  for (const row of rows) {
    const stored = Buffer.from(row.codeHash, 'hex');
    if (stored.length === offered.length && timingSafeEqual(stored, offered)) {
      if (row.expiresAt.getTime() < now.getTime()) return BusinessCode.CodeExpired;
      await db.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
      return null;
    }
  }
  return BusinessCode.WrongCode;
}
