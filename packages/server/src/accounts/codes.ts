import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { BusinessCode } from '@ecuc/core/api';
import { verificationCodes } from '../db/schema.js';
import type { Database } from '../db/database.js';
import type { Services } from '../services.js';
import { fail, type Answer } from '../http/envelope.js';
import { message } from '../http/messages.js';
import { hitsWithin, recordHit } from './rate-limit.js';

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

/** Wrong tries after which a code no longer works (a new one must be requested). */
export const MAX_CODE_ATTEMPTS = 5;
/** Wrong codes accepted per e-mail address and per client address within `CODE_GUESS_WINDOW_MS`. */
export const CODE_GUESSES_PER_EMAIL = 10;
export const CODE_GUESSES_PER_ADDRESS = 30;
export const CODE_GUESS_WINDOW_MS = 3600_000;

/**
 * Checks and consumes a code: null when it is right and fresh, else the answer to give. 1016 when wrong
 * (with the tries left; the last try says to request a new code); 1015 when it expired, when no code was
 * issued, or when the code died after `MAX_CODE_ATTEMPTS` wrong tries. Wrong codes are also counted per
 * e-mail and per client address: past the limit every code is refused for a while. Every call that
 * takes an e-mail code goes through here (pass `tx` inside a transaction; answer the failure, do not throw it,
 * so that the counted try is kept).
 */
export async function consumeCode(
  services: Services,
  request: FastifyRequest,
  db: Database,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<Answer | null> {
  const emailKey = `code:email:${email.toLowerCase()}`;
  const addressKey = `code:ip:${request.ip}`;
  const [byEmail, byAddress] = [
    await hitsWithin(services, db, emailKey, CODE_GUESS_WINDOW_MS),
    await hitsWithin(services, db, addressKey, CODE_GUESS_WINDOW_MS),
  ];
  if (byEmail >= CODE_GUESSES_PER_EMAIL || byAddress >= CODE_GUESSES_PER_ADDRESS) {
    return fail(BusinessCode.WrongCode, message('code.tooManyGuesses'), {
      retryAfterSeconds: CODE_GUESS_WINDOW_MS / 1000,
    });
  }
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
  if (rows.length === 0) return fail(BusinessCode.CodeExpired);
  const offered = Buffer.from(codeHash(email, purpose, code), 'hex');
  const now = services.clock.now();
  const disabled = () => fail(BusinessCode.CodeExpired, message('code.disabled'));
  const matched = rows.find((row) => {
    const stored = Buffer.from(row.codeHash, 'hex');
    return stored.length === offered.length && timingSafeEqual(stored, offered);
  });
  if (matched) {
    if (matched.attempts >= MAX_CODE_ATTEMPTS) return disabled();
    if (matched.expiresAt.getTime() < now.getTime()) return fail(BusinessCode.CodeExpired);
    // Used once, and only while it has tries left: a try counted meanwhile by another request wins.
    const used = await db
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(verificationCodes.id, matched.id),
          isNull(verificationCodes.usedAt),
          lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .returning({ id: verificationCodes.id });
    return used.length > 0 ? null : disabled();
  }
  await recordHit(services, db, emailKey);
  await recordHit(services, db, addressKey);
  const live = rows.filter(
    (row) => row.attempts < MAX_CODE_ATTEMPTS && row.expiresAt.getTime() >= now.getTime(),
  );
  if (live.length === 0) {
    return rows.some((row) => row.attempts >= MAX_CODE_ATTEMPTS)
      ? disabled()
      : fail(BusinessCode.CodeExpired);
  }
  // One UPDATE counts the try, so that simultaneous wrong tries are all counted.
  const counted = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        inArray(
          verificationCodes.id,
          live.map((row) => row.id),
        ),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (counted.length === 0) return disabled();
  const remainingAttempts = MAX_CODE_ATTEMPTS - Math.min(...counted.map((row) => row.attempts));
  if (remainingAttempts <= 0)
    return fail(BusinessCode.WrongCode, message('code.lastTry', { attempts: MAX_CODE_ATTEMPTS }), {
      remainingAttempts: 0,
    });
  return fail(BusinessCode.WrongCode, undefined, { remainingAttempts });
}
